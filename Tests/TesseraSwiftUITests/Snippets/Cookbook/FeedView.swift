// snippet.hide
#if canImport(SwiftUI) && canImport(UIKit)
// snippet.show
import SwiftUI
import TesseraSwiftUI

/// A post of the feed.
struct FeedPost: Identifiable, Equatable, Sendable {
    var id: Int
    var title: String
}

/// Load more: the list asks for the next page when the user nears the end (the last five posts),
/// once per page; a page that throws is asked for again at the next scroll near the end.
@available(iOS 16, *)
struct FeedView: View {
    @State private var posts: [FeedPost] = []

    var body: some View {
        CollectionList(posts, layout: CompositionalLayout.list(using: ListConfiguration(appearance: .plain))) { post in
            Text(post.title).frame(maxWidth: .infinity, alignment: .leading)
        }
        .onLoadMore(threshold: .items(5)) {
            posts += try await Self.fetchPosts(page: posts.count / 20)
        }
        .task { posts = (try? await Self.fetchPosts(page: 0)) ?? [] }
    }

    /// The server's page of 20 posts.
    static func fetchPosts(page: Int) async throws -> [FeedPost] {
        (0..<20).map { FeedPost(id: page * 20 + $0, title: "Post \(page * 20 + $0 + 1)") }
    }
}
// snippet.hide
#endif
