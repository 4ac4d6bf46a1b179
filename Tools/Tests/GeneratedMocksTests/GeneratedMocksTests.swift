import Foundation
import Testing
@testable import MockFixtures

/// The generated mocks behave as Sourcery's do: they count calls, record arguments, return
/// stubs, throw stubbed errors and run stubbed closures.
@Suite("Generated mocks")
struct GeneratedMocksTests {
    @Test("call counts, recorded arguments and stubbed returns, overloads kept apart")
    func methods() throws {
        let mock = ProductRequestingMock()
        mock.searchQueryStringProductReturnValue = [Product(id: 1, name: "a")]
        mock.searchQueryIntProductClosure = { [Product(id: $0, name: "by id")] }
        #expect(mock.search("bag") == [Product(id: 1, name: "a")])
        #expect(mock.search(7) == [Product(id: 7, name: "by id")])
        mock.searchQueryStringLimitIntProductReturnValue = []
        #expect(mock.search("bag", limit: 3).isEmpty)
        #expect(mock.searchQueryStringProductCallsCount == 1)
        #expect(mock.searchQueryStringProductReceivedQuery == "bag")
        #expect(mock.searchQueryIntProductReceivedInvocations == [7])
        #expect(mock.searchQueryStringLimitIntProductReceivedArguments?.limit == 3)
        #expect(!mock.favoriteIdIntVoidCalled)
        mock.favorite(4)
        mock.favorite(5)
        #expect(mock.favoriteIdIntVoidCallsCount == 2)
        #expect(mock.favoriteIdIntVoidReceivedInvocations == [4, 5])
        mock.setFavorite(true, productID: 9)
        #expect(mock.setFavoriteIsFavoriteBoolProductIDIntVoidReceivedArguments?.isFavorite == true)
        #expect(mock.setFavoriteIsFavoriteBoolProductIDIntVoidReceivedArguments?.productID == 9)
        #expect(mock.cached(id: 1) == nil, "an optional return needs no stub")
        mock.updatesAnyPublisherProductNeverReturnValue = AnyPublisher([[Product(id: 2, name: "b")]])
        #expect(mock.updates().values.first?.first?.id == 2)
    }

    @Test("async, throwing and typed-throwing methods")
    func effects() async throws {
        let mock = ProductRequestingMock()
        mock.productsPageIntPerPageIntProductReturnValue = [Product(id: 3, name: "c")]
        #expect(try await mock.products(page: 2, perPage: 20).map(\.id) == [3])
        #expect(mock.productsPageIntPerPageIntProductReceivedArguments?.page == 2)
        struct Offline: Error {}
        mock.productsPageIntPerPageIntProductThrowableError = Offline()
        await #expect(throws: Offline.self) { try await mock.products(page: 3, perPage: 20) }
        #expect(mock.productsPageIntPerPageIntProductCallsCount == 2)

        mock.productIdIntProductThrowableError = .notFound(8)
        #expect(throws: LookupError.notFound(8)) { try mock.product(id: 8) }
        mock.productIdIntProductThrowableError = nil
        mock.productIdIntProductReturnValue = Product(id: 8, name: "h")
        #expect(try mock.product(id: 8).name == "h")

        mock.refreshBoolReturnValue = true
        #expect(await mock.refresh())
    }

    @Test("properties: optional, collections, underlying values, async and typed-throwing getters")
    @MainActor
    func properties() async throws {
        let mock = ScreenTrackingMock()
        #expect(mock.currentScreen == nil)
        #expect(mock.visits.isEmpty)
        #expect(mock.counts.isEmpty)
        mock.underlyingSessionCount = 2
        mock.sessionCount += 1
        #expect(mock.sessionCount == 3)
        mock.underlyingAppVersion = "1.0"
        #expect(mock.appVersion == "1.0")
        mock.underlyingRemoteFlag = true
        #expect(await mock.remoteFlag)
        #expect(mock.remoteFlagCallsCount == 1)
        mock.latestProductThrowableError = .notFound(1)
        #expect(throws: LookupError.notFound(1)) { try mock.latestProduct }
        mock.latestProductThrowableError = nil
        mock.latestProductClosure = { Product(id: 5, name: "e") }
        #expect(try mock.latestProduct.id == 5)
        mock.track("home")
        #expect(mock.trackScreenStringVoidReceivedScreen == "home")
    }

    @Test("generic methods keep erased arguments and cast stubbed returns; some-parameters too")
    func generics() throws {
        let mock = DecodingMock()
        mock.decodeTDecodableTypeTTypeFromDataDataTReturnValue = 42
        #expect(try mock.decode(Int.self, from: Data([1])) == 42)
        #expect(mock.decodeTDecodableTypeTTypeFromDataDataTReceivedArguments?.data == Data([1]))
        #expect(mock.decodeTDecodableTypeTTypeFromDataDataTReceivedArguments?.type as? Int.Type == Int.self)
        mock.decodeTDecodableTypeTTypeFromDataDataTClosure = { _, data in String(data.count) }
        #expect(try mock.decode(String.self, from: Data([1, 2])) == "2")
        mock.encodeValueSomeEncodableDataReturnValue = Data([9])
        #expect(mock.encode("x") == Data([9]))
        #expect(mock.encodeValueSomeEncodableDataReceivedValue as? String == "x")
        mock.firstCCollectionOfCollectionCCElementClosure = { ($0 as? [Int])?.first as Any }
        #expect(mock.first(of: [4, 5]) == 4)
    }

    @Test("associated types make a generic mock")
    func associatedTypes() {
        let mock = KeyValueCachingMock<String, Int>()
        mock.store(1, for: "one")
        #expect(mock.storeValueValueForKeyKeyVoidReceivedArguments?.key == "one")
        mock.valueForKeyKeyValueClosure = { $0 == "one" ? 1 : nil }
        #expect(mock.value(for: "one") == 1)
        #expect(mock.value(for: "two") == nil)
        mock.keys = ["one"]
        #expect(mock.keys == ["one"])
    }

    @Test("static members, reset, async throwing properties and initializers")
    func staticsAndInitializers() async throws {
        SessionStoringMock.reset()
        SessionStoringMock.underlyingDefaultTimeout = 30
        #expect(SessionStoringMock.defaultTimeout == 30)
        SessionStoringMock.configure(timeout: 10)
        #expect(SessionStoringMock.configureTimeoutDoubleVoidReceivedTimeout == 10)
        #expect(SessionStoringMock.configureTimeoutDoubleVoidCallsCount == 1)
        SessionStoringMock.reset()
        #expect(SessionStoringMock.configureTimeoutDoubleVoidCallsCount == 0)
        #expect(SessionStoringMock.configureTimeoutDoubleVoidReceivedTimeout == nil)

        let mock = SessionStoringMock(name: "main")
        #expect(mock.initNameStringReceivedName == "main")
        mock.underlyingToken = "t"
        #expect(try await mock.token == "t")
        struct Expired: Error {}
        mock.tokenThrowableError = Expired()
        await #expect(throws: Expired.self) { try await mock.token }
        #expect(mock.tokenCallsCount == 2)
    }

    @Test("inout, escaping, non-escaping, optional closures and variadics")
    func closures() {
        let mock = TransformingMock()
        mock.applyValueInoutIntVoidClosure = { $0 += 1 }
        var value = 1
        mock.apply(&value)
        #expect(value == 2)
        #expect(mock.applyValueInoutIntVoidReceivedValue == 1)

        mock.runBodyVoidVoidClosure = { $0() }
        var ran = false
        mock.run { ran = true }
        #expect(ran)
        #expect(mock.runBodyVoidVoidCallsCount == 1)

        mock.schedule(after: 2) {}
        #expect(mock.scheduleAfterDelayDoubleWorkEscapingSendableVoidVoidReceivedArguments?.delay == 2)
        #expect(mock.scheduleAfterDelayDoubleWorkEscapingSendableVoidVoidReceivedArguments?.work != nil)

        mock.mapValuesIntTransformIntStringStringClosure = { values, transform in values.map(transform) }
        #expect(mock.map([1, 2]) { "\($0)" } == ["1", "2"])

        mock.log("a", "b")
        #expect(mock.logItemsStringVoidReceivedItems == ["a", "b"])

        mock.complete(nil)
        #expect(mock.completeHandlerResultIntLookupErrorVoidVoidCallsCount == 1)
    }

    @Test("requirements inherited from protocols declared in other files, each once")
    func inheritance() async {
        let mock = FullRepositoryMock()
        let repository: any FullRepository = mock
        mock.underlyingCount = 3
        #expect(repository.count == 3)
        mock.readIdIntStringReturnValue = "x"
        #expect(repository.read(id: 1) == "x")
        await repository.write("y", id: 2)
        #expect(mock.writeValueStringIdIntVoidReceivedArguments?.value == "y")
        repository.reset()
        #expect(mock.resetVoidCalled)
    }
}
