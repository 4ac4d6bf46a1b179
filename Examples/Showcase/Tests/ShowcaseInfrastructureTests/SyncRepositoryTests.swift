import Foundation
import Kumiki
import KumikiGRDB
import KumikiTesting
import ShowcaseDomain
import ShowcaseInfrastructure
import ShowcaseServer
import Testing

@Suite("Sync repositories against the fixture backend", .serialized)
struct SyncRepositoryTests {
    @Test("contacts load and are saved; with the connection dropped the saved ones answer, marked, and with nothing saved it is a transport error")
    func contacts() async throws {
        try await LiveServer.run { live in
            let cacheFile = FileManager.default.temporaryDirectory.appendingPathComponent("contacts-\(UUID().uuidString).sqlite")
            defer { try? FileManager.default.removeItem(at: cacheFile) }
            let repository = ContactRepository(requester: SyncRequester(apiClient: live.apiClient()), cache: try SQLiteCacheStore(path: cacheFile.path))
            let contacts = try await repository.fetchContacts().firstValue()
            #expect(contacts.value.count == 28)
            #expect(contacts.source == .loaded)
            #expect(contacts.value.first?.name.isEmpty == false)
            // No budget: URLSession retries a request whose reused connection drops before any answer.
            live.server.faults.set(Fault(dropsConnection: true), for: "GET /sync/contacts")
            // A new repository over the same file: the next launch, offline.
            let relaunched = ContactRepository(requester: SyncRequester(apiClient: live.apiClient()), cache: try SQLiteCacheStore(path: cacheFile.path))
            let saved = try await relaunched.fetchContacts().firstValue()
            #expect(saved.value == contacts.value)
            guard case .fallback(.network(.transport)) = saved.source else {
                Issue.record("expected the saved contacts after a transport error, got \(saved.source)")
                return
            }
            let unsaved = ContactRepository(requester: SyncRequester(apiClient: live.apiClient()))
            await #expect { try await unsaved.fetchContacts().firstValue() } throws: { error in
                if case .network(.transport) = error as? RepositoryError { return true }
                return false
            }
            live.server.faults.remove("GET /sync/contacts")
            #expect(try await relaunched.fetchContacts().firstValue().source == .loaded)
        }
    }

    @Test("an avatar loads as PNG bytes and is kept: the second ask is answered from memory, even with the server failing")
    func avatars() async throws {
        try await LiveServer.run { live in
            let repository = ContactAvatarRepository(requester: SyncRequester(apiClient: live.apiClient()))
            let contact = Contact(id: 1, name: "", company: "", title: "", email: "", channelID: 501)
            let data = try await repository.avatar(for: contact).firstValue()
            #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
            live.server.faults.set(Fault(status: 500), for: "GET /sync/contacts/1/avatar")
            #expect(try await repository.avatar(for: contact).firstValue() == data)
            let unknown = Contact(id: 9_999, name: "", company: "", title: "", email: "", channelID: 0)
            await #expect(throws: RepositoryError.network(.notFound)) { try await repository.avatar(for: unknown).firstValue() }
        }
    }

    @Test("channels load and are kept; marking one read zeroes it at once; a vanished one is notFound on the server")
    func channels() async throws {
        try await LiveServer.run { live in
            let repository = ChannelRepository(requester: SyncRequester(apiClient: live.apiClient()))
            let channels = try await repository.refresh().firstValue()
            #expect(channels.count == 26)
            let unread = try #require(channels.first { $0.unreadCount > 0 })
            try await repository.markRead(unread).firstValue()
            #expect(repository.channel(id: unread.id)?.unreadCount == 0)
            let vanished = Channel(id: 507, contactID: 7, title: "", unreadCount: 1)
            #expect(repository.channel(id: 507) == nil)
            await #expect(throws: RepositoryError.network(.notFound)) { try await repository.markRead(vanished).firstValue() }
        }
    }

    @Test("sign-up: created; a taken address carries the server's words; bad input is rejected; an outage is a repository failure")
    func signUp() async throws {
        try await LiveServer.run { live in
            let repository = AccountRepository(requester: SyncRequester(apiClient: live.apiClient()))
            let account = try await repository.signUp(email: "kumiki@example.jp", password: "secret1").firstValue()
            #expect(account.email == "kumiki@example.jp")
            await #expect(throws: SignUpFailure.emailTaken(message: "このメールアドレスは既に登録されています")) {
                try await repository.signUp(email: "kumiki@example.jp", password: "secret1").firstValue()
            }
            await #expect(throws: SignUpFailure.rejected(message: "メールアドレスかパスワードの形式が正しくありません")) {
                try await repository.signUp(email: "nope", password: "1").firstValue()
            }
            live.server.faults.set(Fault(status: 503, remaining: 1), for: "POST /sync/signup")
            await #expect { try await repository.signUp(email: "x@example.jp", password: "secret1").firstValue() } throws: { error in
                if case .repository(.network(.http(503, _))) = error as? SignUpFailure { return true }
                return false
            }
        }
    }
}
