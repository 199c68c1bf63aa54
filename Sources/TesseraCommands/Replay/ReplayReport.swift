import Foundation
import Tessera

/// What `tessera replay` prints: the failures the replay met, each with its event, and whether the
/// recorded failure reproduced.
struct ReplayReport {
    var text: String

    @MainActor
    init(_ replay: RecordingReplay, events: Int) {
        var lines = ["Replayed \(events) events on the headless collection view."]
        for (event, reason) in replay.unreproducedLayouts {
            lines.append(
                "event \(event): cannot reproduce the layout, recorded by its digest only (\(reason)): the frames from there on are not the app's"
            )
        }
        for step in replay.steps {
            for failure in step.failures {
                lines.append("event \(step.event) (\(step.summary)): \(failure.kind): \(failure.message)")
            }
        }
        if let recorded = replay.recordedFailure {
            if let (step, failure) = replay.reproduction {
                lines.append(
                    "Reproduced the recorded failure at event \(step.event) (\(step.summary)): \(failure.kind): \(failure.message)"
                )
            } else {
                lines.append(
                    "Did not reproduce the recorded failure (\(recorded.kind): \(recorded.message)): it may come from the app's own code (a cell or section provider), which a recording does not hold."
                )
            }
        } else {
            lines.append("The recording holds no failure.")
        }
        text = lines.joined(separator: "\n")
    }
}
