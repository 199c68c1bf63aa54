import Foundation

extension HTMLPreview {
    /// The page's styles: system fonts only, one colour per element category.
    static let stylesheet = """
        body { margin: 0; padding: 16px 24px 48px; font: 14px -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: #222; background: #f4f4f6; }
        header h1 { margin: 4px 0; font-size: 22px; }
        .subtitle { margin: 0 0 12px; color: #666; }
        .back { color: #2f6fde; text-decoration: none; }
        nav.devices { display: flex; flex-wrap: wrap; gap: 6px; margin-bottom: 16px; }
        nav.devices button { font: inherit; padding: 4px 10px; border: 1px solid #bbb; border-radius: 6px; background: #fff; cursor: pointer; }
        nav.devices button.active { background: #2f6fde; border-color: #2f6fde; color: #fff; }
        .variant[hidden] { display: none; }
        .viewport { position: relative; background: #fff; border: 2px solid #e53935; box-sizing: content-box; }
        .content { position: relative; }
        .el { position: absolute; box-sizing: border-box; overflow: hidden; font-size: 10px; line-height: 1.2; display: flex; align-items: center; justify-content: center; text-align: center; border: 1px solid; white-space: nowrap; }
        .el.cell { background: #d6e4ff; border-color: #2f6fde; }
        .el.supplementary { background: #d9f2dc; border-color: #2e8b57; }
        .el.decoration { background: #f1e6d6; border-color: #b07a3a; }
        .band { position: absolute; z-index: 1; scrollbar-width: thin; }
        .band-content { position: relative; }
        .snap { position: absolute; top: 0; left: 0; width: 1px; height: 1px; scroll-snap-align: start; }
        main.index { display: flex; flex-wrap: wrap; gap: 20px; }
        .card { display: block; padding: 12px; background: #fff; border-radius: 12px; color: inherit; text-decoration: none; box-shadow: 0 1px 3px rgba(0,0,0,.15); }
        .card h2 { margin: 0; font-size: 16px; }
        .card p { margin: 2px 0 8px; color: #666; font-size: 12px; }
        .thumb { overflow: hidden; }
        .thumb .scaled { transform: scale(0.5); transform-origin: 0 0; }
        nav.rendered-links h2, h2.layouts { font-size: 18px; margin: 8px 0 12px; }
        h2.layouts { margin-top: 32px; }
        .screens { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: 20px 16px; }
        .screen-card { display: block; color: inherit; text-decoration: none; min-width: 0; }
        .screen-card svg { display: block; width: 100%; height: auto; border-radius: 18px; border: 1px solid #c7c7cc; box-sizing: border-box; background: #fff; }
        .screen-card h3 { margin: 8px 0 0; font-size: 15px; }
        .screen-card p { margin: 2px 0 0; color: #666; font-size: 12px; }
        .viewport { max-width: calc(100% - 4px); }
        @media (max-width: 600px) { body { padding: 12px 12px 32px; } .card { max-width: calc(100% - 24px); } .thumb { max-width: 100%; } }
        """

    /// The page's script: switches devices and keeps pinned supplementaries where the engine's
    /// rule puts them as each viewport scrolls. It marks `<body>` with `data-status="ready"` and
    /// the number of element boxes, or `data-status="error"` and the error.
    static let script = """
        (function () {
          window.addEventListener('error', function (event) { document.body.dataset.status = 'error'; document.body.dataset.error = String(event.message); });
          try {
            var variants = Array.prototype.slice.call(document.querySelectorAll('.variant'));
            var buttons = Array.prototype.slice.call(document.querySelectorAll('nav.devices button'));
            function show(device) {
              variants.forEach(function (variant) { variant.hidden = variant.dataset.device !== device; });
              buttons.forEach(function (button) { button.classList.toggle('active', button.dataset.device === device); });
              document.querySelectorAll('.variant:not([hidden]) .viewport').forEach(pin);
            }
            buttons.forEach(function (button) {
              button.addEventListener('click', function () { history.replaceState(null, '', '#' + button.dataset.device); show(button.dataset.device); });
            });
            // The engine's rule: inside the visible part of the pinning range, never beyond it.
            function pin(viewport) {
              var vertical = viewport.dataset.axis === 'y';
              var lower = vertical ? viewport.scrollTop : viewport.scrollLeft;
              var upper = lower + (vertical ? viewport.clientHeight : viewport.clientWidth);
              viewport.querySelectorAll('[data-pin]').forEach(function (element) {
                var values = element.dataset.pin.split(' ');
                var natural = parseFloat(values[0]), start = parseFloat(values[1]), end = parseFloat(values[2]), extent = parseFloat(values[3]);
                var position = natural;
                if (upper > start && lower < end) {
                  position = values[4] === 'leading'
                    ? Math.min(Math.max(natural, Math.max(lower, start)), end - extent)
                    : Math.max(Math.min(natural, Math.min(upper, end) - extent), start);
                }
                element.style[vertical ? 'top' : 'left'] = position + 'px';
              });
            }
            document.querySelectorAll('.viewport').forEach(function (viewport) {
              viewport.addEventListener('scroll', function () { pin(viewport); }, { passive: true });
              pin(viewport);
            });
            if (variants.length > 0) {
              var requested = location.hash.slice(1);
              var known = variants.some(function (variant) { return variant.dataset.device === requested; });
              show(known ? requested : document.body.dataset.initialDevice);
            }
            document.body.dataset.elements = String(document.querySelectorAll('.el').length);
            if (document.body.dataset.status !== 'error') { document.body.dataset.status = 'ready'; }
          } catch (error) {
            document.body.dataset.status = 'error';
            document.body.dataset.error = String(error);
          }
        })();
        """
}
