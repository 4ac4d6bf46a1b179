import Foundation
import Hummingbird

/// The Sync-like messenger API: contacts, conversations (channels) and sign-up.
struct SyncRoutes {
    let data: FixtureData
    let state: ServerState
    let faults: FaultSwitchboard

    /// Channels of these contacts were deleted on the server: the contact list
    /// still names them, the channel list does not (Sync's "vanished" case).
    static let deletedChannelContactIDs: Set<Int> = [7, 19]

    /// An address that is always taken, for demos.
    static let takenEmail = "taken@example.jp"

    private struct Channel: Encodable {
        let id: Int
        let contactId: Int
        let title: String
        let unreadCount: Int
    }

    private struct SignUp: Decodable {
        let email: String
        let password: String
    }

    private struct Account: Encodable {
        let id: Int
        let email: String
    }

    func register(on router: Router<ShowcaseRequestContext>) {
        router.get("/sync/contacts") { request, context in
            try await serve(request, context, faults: faults) {
                .json(data.contacts)
            }
        }
        router.get("/sync/contacts/:id/avatar") { request, context in
            try await serve(request, context, faults: faults) {
                guard let id = context.parameters.get("id", as: Int.self), data.contacts.contains(where: { $0.id == id }) else {
                    return .message("連絡先が見つかりません", status: .notFound)
                }
                return Reply(status: .ok, body: AvatarImage.png(for: id), contentType: "image/png")
            }
        }
        router.get("/sync/channels") { request, context in
            try await serve(request, context, faults: faults) { .json(channels()) }
        }
        router.post("/sync/channels/:id/read") { request, context in
            try await serve(request, context, faults: faults) {
                guard let id = context.parameters.get("id", as: Int.self), channels().contains(where: { $0.id == id }) else {
                    return .message("会話が見つかりません", status: .notFound)
                }
                state.withLock { _ = $0.readChannels.insert(id) }
                return .noContent
            }
        }
        router.post("/sync/signup") { request, context in
            var request = request
            return try await serve(request, context, faults: faults) { try await signUp(&request) }
        }
    }

    private func channels() -> [Channel] {
        let read = state.withLock { $0.readChannels }
        return data.contacts.filter { !Self.deletedChannelContactIDs.contains($0.id) }.map { contact in
            Channel(
                id: contact.channelId, contactId: contact.id, title: "\(contact.name)さんとの会話",
                unreadCount: read.contains(contact.channelId) ? 0 : (contact.id * 7) % 5
            )
        }
    }

    private func signUp(_ request: inout Request) async throws -> Reply {
        let body = try await request.collectBody(upTo: 4_096)
        guard let signUp = try? JSONDecoder().decode(SignUp.self, from: Data(buffer: body)) else {
            return .message("メールアドレスとパスワードを送ってください", status: .badRequest)
        }
        let email = signUp.email.trimmingCharacters(in: .whitespaces).lowercased()
        guard email.contains("@"), email.split(separator: "@").count == 2, signUp.password.count >= 6 else {
            return .message("メールアドレスかパスワードの形式が正しくありません", status: .unprocessableContent)
        }
        return state.withLock { state -> Reply in
            let taken = email == Self.takenEmail || data.contacts.contains { $0.email == email } || state.emails.contains(email)
            guard !taken else {
                return .message("このメールアドレスは既に登録されています", status: .conflict)
            }
            state.emails.insert(email)
            return .json(Account(id: 1_000 + state.emails.count, email: email), status: .created)
        }
    }
}
