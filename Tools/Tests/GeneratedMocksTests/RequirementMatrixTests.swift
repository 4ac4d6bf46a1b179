import Foundation
import MockFixtureDependencies
import Testing
@testable import MockFixtures

/// Swift's grammar of protocol requirements, one fixture requirement per feature, each called
/// through its generated mock and checked against what the mock recorded.
@Suite("Generated mocks: every kind of requirement")
struct RequirementMatrixTests {
    @Test("labels and names that are keywords")
    func keywords() {
        let mock = KeywordNamedMock()
        mock.getTKeyStringAsTTypeTReturnValue = 4
        #expect(mock.get(key: "count", as: Int.self) == 4)
        #expect(mock.getTKeyStringAsTTypeTReceivedArguments?.key == "count")
        #expect(mock.getTKeyStringAsTTypeTReceivedArguments?.as as? Int.Type == Int.self)
        mock.containsValueIntInIntIsBoolBoolClosure = { value, list, expected in list.contains(value) == expected }
        #expect(mock.contains(2, in: [1, 2], is: true))
        #expect(mock.containsValueIntInIntIsBoolBoolReceivedArguments?.in == [1, 2])
        #expect(mock.containsValueIntInIntIsBoolBoolReceivedArguments?.is == true)
        mock.valueForKeyStringDefaultIntIntClosure = { _, fallback in fallback }
        #expect(mock.value(for: "missing", 9) == 9)
        #expect(mock.valueForKeyStringDefaultIntIntReceivedArguments?.default == 9)
        mock.repeat(times: 3)
        #expect(mock.repeatTimesIntVoidReceivedTimes == 3)
        mock.underlyingDefault = "fallback"
        #expect(mock.default == "fallback")
    }

    @Test("inout: recorded, then written through by the test's closure, generic too")
    func inoutParameters() {
        let mock = ParameterPassingMock()
        mock.incrementValueInoutIntVoidClosure = { $0 += 10 }
        var value = 1
        mock.increment(&value)
        #expect(value == 11)
        #expect(mock.incrementValueInoutIntVoidReceivedValue == 1)

        mock.exchangeTFirstInoutTSecondInoutTVoidClosure = { first, second in swap(&first, &second) }
        var left = "left"
        var right = "right"
        mock.exchange(&left, &right)
        #expect((left, right) == ("right", "left"))
        #expect(mock.exchangeTFirstInoutTSecondInoutTVoidReceivedArguments?.first as? String == "left")
    }

    @Test("@autoclosure: evaluated once, recorded and handed on as its value, escaping, throwing or generic")
    func autoclosures() throws {
        let mock = ParameterPassingMock()
        var evaluations = 0
        func message() -> String {
            evaluations += 1
            return "message \(evaluations)"
        }
        var handed: [String] = []
        mock.logMessageAutoclosureStringVoidClosure = { handed.append($0) }
        mock.log(message())
        mock.logLater(message())
        #expect(evaluations == 2)
        #expect(handed == ["message 1"])
        #expect(mock.logMessageAutoclosureStringVoidReceivedMessage == "message 1")
        #expect(mock.logLaterMessageAutoclosureEscapingStringVoidReceivedMessage == "message 2")

        struct Failed: Error {}
        func failing() throws -> Int { throw Failed() }
        mock.evaluateValueAutoclosureThrowsIntIntClosure = { $0 * 2 }
        #expect(mock.evaluate(21) == 42)
        #expect(mock.evaluateValueAutoclosureThrowsIntIntReceivedValue == 21)
        #expect(throws: Failed.self) { try mock.evaluate(try failing()) }
        #expect(mock.evaluateValueAutoclosureThrowsIntIntCallsCount == 1, "a throwing autoclosure fails the call before it is counted")

        mock.record(at: Date(timeIntervalSince1970: 5))
        #expect(mock.recordValueAtInstantAutoclosureValueVoidReceivedInstant as? Date == Date(timeIntervalSince1970: 5))
    }

    @Test("variadic, borrowing, consuming and sending parameters")
    func ownership() {
        let mock = ParameterPassingMock()
        mock.sumValuesIntIntClosure = { $0.reduce(0, +) }
        #expect(mock.sum(1, 2, 3) == 6)
        #expect(mock.sumValuesIntIntReceivedValues == [1, 2, 3])

        mock.inspect(Payload(id: 1))
        mock.keep(Payload(id: 2))
        #expect(mock.inspectPayloadBorrowingPayloadVoidReceivedPayload == Payload(id: 1))
        #expect(mock.keepPayloadConsumingPayloadVoidReceivedPayload == Payload(id: 2))

        mock.hand(over: Box(value: 8))
        #expect(mock.handOverBoxSendingBoxVoidReceivedBox?.value == 8)
    }

    @Test("an isolated parameter: the call runs on the actor it names")
    @MainActor
    func isolatedParameter() {
        let mock = ParameterPassingMock()
        // The test's closure runs isolated to the actor too, or this traps.
        mock.runOnActorIsolatedAnyActorVoidClosure = { actor in actor.assertIsolated() }
        mock.run(on: MainActor.shared)
        #expect(mock.runOnActorIsolatedAnyActorVoidReceivedActor === MainActor.shared)
    }

    @Test("closures: @Sendable and escaping kept, a closure taking a closure called by the test, optional functions, a generic rethrows predicate")
    func closures() throws {
        let mock = ParameterPassingMock()
        mock.schedule {}
        #expect(mock.scheduleWorkEscapingSendableVoidVoidReceivedWork != nil)

        mock.adaptBodyEscapingIntIntVoidVoidClosure = { body in body { $0 + 1 } }
        var adapted = 0
        mock.adapt { transform in adapted = transform(1) }
        #expect(adapted == 2)

        var completed: [Int] = []
        mock.finish { completed.append($0) }
        mock.finishCompletionIntVoidVoidReceivedCompletion?(5)
        mock.finish(nil)
        #expect(completed == [5])
        #expect(mock.finishCompletionIntVoidVoidReceivedInvocations.count == 2)

        mock.firstTInValuesTWherePredicateTThrowsBoolTClosure = { values, predicate in
            let predicate = predicate as? (Int) throws -> Bool
            return (values as? [Int])?.first { (try? predicate?($0)) == true } as Any
        }
        #expect(mock.first(in: [1, 2, 3]) { $0 > 1 } == 2)
        #expect(mock.firstTInValuesTWherePredicateTThrowsBoolTReceivedValues as? [Int] == [1, 2, 3])
    }

    @Test("some and any parameters, tuples, parameter packs, and a type written over several lines")
    func shapes() async throws {
        let mock = ParameterPassingMock()
        _ = try? JSONEncoder().encode(EncoderProbe(mock: mock))
        #expect(mock.encodeValueSomeEncodableWithEncoderAnyEncoderVoidReceivedArguments?.value as? String == "text")

        mock.moveToPointXIntYInt_XIntYIntClosure = { point in (x: point.y, y: point.x) }
        let moved = mock.move(to: (x: 1, y: 2))
        #expect(moved.x == 2 && moved.y == 1)
        #expect(mock.moveToPointXIntYInt_XIntYIntReceivedPoint?.x == 1)

        mock.describeeachValueValuesRepeatEachValueStringClosure = { values in "\(values)" }
        #expect(mock.describe(1, "a") == "(1, \"a\")")
        #expect(mock.describeeachValueValuesRepeatEachValueStringReceivedValues as? (Int, String) != nil)

        // The line breaks and the comment inside the written types never reach the names.
        mock.sendRequestStringBodyUInt8_StatusIntBodyUInt8ReturnValue = (status: 200, body: [1])
        let response = try await mock.send("GET /", body: nil)
        #expect(response.status == 200)
        #expect(mock.sendRequestStringBodyUInt8_StatusIntBodyUInt8ReceivedArguments?.request == "GET /")
    }

    @Test("async, throws, typed throws (generic too), rethrows, effectful properties and Never")
    func effects() async throws {
        let mock = EffectsMock()
        mock.loadIntReturnValue = 3
        #expect(await mock.load() == 3)
        mock.saveValueIntVoidThrowableError = ParseError.notANumber("x")
        #expect(throws: ParseError.self) { try mock.save(1) }
        #expect(mock.saveValueIntVoidReceivedValue == 1)
        mock.fetchIdIntStringClosure = { "item \($0)" }
        #expect(try await mock.fetch(id: 2) == "item 2")
        mock.parseTextStringIntThrowableError = .notANumber("x")
        #expect(throws: ParseError.notANumber("x")) { try mock.parse("x") }
        mock.parseAllTextsStringIntClosure = { texts throws(ParseError) in try texts.map { text throws(ParseError) in
            guard let number = Int(text) else { throw .notANumber(text) }
            return number
        } }
        #expect(try await mock.parseAll(["1", "2"]) == [1, 2])

        struct Refused: Error, Equatable {}
        mock.attemptEErrorBodyThrowsEVoidVoidThrowableError = Refused()
        #expect(throws: Refused.self) { try mock.attempt { () throws(Refused) in } }
        mock.attemptEErrorBodyThrowsEVoidVoidThrowableError = nil
        mock.attemptEErrorBodyThrowsEVoidVoidClosure = { (body: Any) throws in try (body as? () throws(Refused) -> Void)?() }
        #expect(throws: Refused.self) { try mock.attempt { () throws(Refused) in throw Refused() } }

        var retried = 0
        mock.retryBodyThrowsVoidVoidClosure = { body in try? body() }
        mock.retry { retried += 1 }
        #expect(retried == 1)

        mock.underlyingStatus = "ready"
        #expect(try await mock.status == "ready")
        mock.countThrowableError = .notANumber("count")
        #expect(throws: ParseError.self) { try mock.count }
        mock.underlyingReady = true
        #expect(await mock.ready)
        #expect(mock.readyCallsCount == 1)
        #expect(mock.terminateNeverCallsCount == 0)
    }

    @Test("a primary associated type, associated types with defaults and constraints, Self in every position, the protocol's own function type")
    func genericsAndSelf() throws {
        let mock = ContainerMock<Int, Int, [Int]>()
        let other = ContainerMock<Int, Int, [Int]>()
        mock.underlyingStorage = [1, 2]
        #expect(mock.storage == [1, 2])
        mock.parent = other
        #expect(mock.parent === other)
        mock.elementAtIndexIndexElementClosure = { $0 + 100 }
        #expect(mock.element(at: 1) == 101)
        mock.appendingElementElementSelfReturnValue = other
        #expect(mock.appending(3) === other)
        #expect(mock.appendingElementElementSelfReceivedElement == 3)
        mock.mergedWithOtherSelfSelfClosure = { $0 }
        #expect(mock.merged(with: other) === other)
        mock.copiesCountIntSelfReturnValue = [other, mock]
        #expect(mock.copies(2).count == 2)
        mock.visitVisitorSelfVoidVoidClosure = { visitor in visitor(other) }
        var visited: ContainerMock<Int, Int, [Int]>?
        mock.visit { visited = $0 }
        #expect(visited === other)
        mock.forEachBodyVisitorVoidClosure = { body in body(7) }
        var seen: [Int] = []
        mock.forEach { seen.append($0) }
        #expect(seen == [7])
        mock.kindSelfTypeReturnValue = ContainerMock<Int, Int, [Int]>.self
        #expect(mock.kind() == ContainerMock<Int, Int, [Int]>.self)
        mock.transformTTransformElementThrowsTTClosure = { transform in
            let transform = transform as? (Int) throws -> String
            return [1, 2].map { (try? transform?($0)) ?? "" }
        }
        #expect(mock.transform { "\($0)" } == ["1", "2"])
        mock.firstMatchSSequenceInCandidatesSElementClosure = { ($0 as? [Int])?.first }
        #expect(mock.firstMatch(in: [5, 6]) == 5)
        mock.adopt(other)
        #expect(mock.adoptOtherAnyContainerElementVoidReceivedOther as? ContainerMock<Int, Int, [Int]> === other)
    }

    @Test("static requirements, initializers of every kind, mutating, and subscripts static, generic, settable and throwing")
    func staticsInitializersAndSubscripts() async throws {
        RegistryMock.reset()
        let shared = RegistryMock()
        RegistryMock.shared = shared
        #expect(RegistryMock.shared === shared)
        RegistryMock.count = 2
        #expect(RegistryMock.count == 2)
        RegistryMock.registerNameStringBoolReturnValue = true
        #expect(RegistryMock.register("a"))
        #expect(RegistryMock.registerNameStringBoolReceivedName == "a")
        RegistryMock.makeSelfReturnValue = shared
        #expect(try RegistryMock.make() === shared)

        #expect(RegistryMock(name: "named").initNameStringReceivedName == "named")
        #expect(try RegistryMock(bytes: [1]).initBytesUInt8ReceivedBytes == [1])
        #expect(RegistryMock(number: UInt8(4)).initNumberTReceivedNumber as? UInt8 == 4)
        #expect(await RegistryMock(loading: 6).initLoadingIdIntReceivedId == 6)

        var registry: any Registry = RegistryMock()
        registry.reset()
        #expect((registry as? RegistryMock)?.resetVoidCallsCount == 1)

        let mock = RegistryMock()
        var written: [String: Int?] = [:]
        mock.subscriptKeyStringIntSetClosure = { key, value in written[key] = value }
        mock["a"] = 1
        mock.subscriptKeyStringIntReturnValue = 2
        #expect(mock["a"] == 2)
        #expect(written["a"] == 1)
        mock.subscriptTTypedKeyStringTReturnValue = Optional("typed")
        let typed: String? = mock[typed: "key"]
        #expect(typed == "typed")
        RegistryMock.subscriptIndexIntStringClosure = { "row \($0)" }
        #expect(RegistryMock[3] == "row 3")
        mock.subscriptCheckedIndexIntIntThrowableError = ParseError.notANumber("checked")
        #expect(throws: ParseError.self) { try mock[checked: 1] }
        RegistryMock.reset()
        #expect(RegistryMock.subscriptIndexIntStringCallsCount == 0)
    }

    @Test("a main-actor protocol and its nonisolated requirements")
    @MainActor
    func mainActor() async {
        let mock = MainActorPresentingMock()
        mock.title = "Home"
        mock.present("detail", animated: true)
        #expect(mock.presentScreenStringAnimatedBoolVoidReceivedArguments?.screen == "detail")
        await mock.dismiss()
        #expect(mock.dismissVoidCallsCount == 1)
        mock.identifierStringReturnValue = "presenter"
        mock.underlyingVersion = 2
        let outside = await Task.detached { (mock.identifier(), mock.version) }.value
        #expect(outside == ("presenter", 2))
    }

    @Test("requirements isolated one by one, in a Sendable protocol")
    func partlyIsolated() async {
        let mock = PartlyIsolatedMock()
        await mock.render("title")
        #expect(mock.renderTextStringVoidReceivedText == "title")
        mock.underlyingIsVisible = true
        #expect(await mock.isVisible)
        await mock.prepare()
        #expect(mock.prepareVoidCalled)
    }

    @Test("an actor protocol gets an actor mock the test sets up and reads without awaiting")
    func actorProtocol() async {
        let mock = CounterMock()
        mock.incrementIntReturnValue = 4
        #expect(await mock.increment() == 4)
        #expect(mock.incrementIntCallsCount == 1)
        mock.underlyingValue = 9
        #expect(await mock.value == 9)
        await mock.reset()
        #expect(mock.resetVoidCalled)
        mock.labelStringReturnValue = "counter"
        #expect(mock.label() == "counter")
    }

    @Test("AnyObject and Sendable refinements, and Sendable reached through another module's protocol")
    func sendableAndOtherModules() async throws {
        let cache = SharedCacheMock()
        cache.store(1, for: "a")
        #expect(cache.storeValueIntForKeyStringVoidReceivedArguments?.key == "a")
        let service: any Service = BackgroundServiceMock()
        try await service.run()
        #expect((service as? BackgroundServiceMock)?.runVoidCallsCount == 1)

        // Another module's associated type, fixed by the refinement's where clause, and its default implementation.
        let transport = MessageTransportMock()
        transport.sendMessageMessageUInt8ReturnValue = [7]
        #expect(try await transport.send("ping") == [7])
        #expect(transport.sendMessageMessageUInt8ReceivedMessage == "ping")
        await transport.close()
        #expect(transport.closeVoidCallsCount == 1)
        try await transport.open()
        #expect(transport.openVoidCalled)
    }

    @Test("Equatable, Hashable and Comparable: by identity, ordered by what the test sets")
    func comparable() {
        let early = InstantMock()
        let late = InstantMock()
        early.underlyingOrder = 1
        late.underlyingOrder = 2
        #expect(early < late)
        #expect([late, early].sorted() == [early, late])
        #expect(early == early && early != late)
        #expect(Set([early, early, late]).count == 2)
        early.underlyingNanoseconds = 10
        #expect(early.nanoseconds == 10)
    }

    @Test("Codable, Identifiable, the description protocols, Error and RawRepresentable")
    func valueProtocols() throws {
        let record = StoredRecordMock()
        record.underlyingEncodable = ["name": "a"]
        #expect(String(decoding: try JSONEncoder().encode(record), as: UTF8.self) == #"{"name":"a"}"#)
        #expect(record.id == ObjectIdentifier(record))
        #expect(record.description == "StoredRecordMock" && record.debugDescription == "StoredRecordMock")
        _ = try JSONDecoder().decode(StoredRecordMock.self, from: Data("{}".utf8))

        let failure = FailureMock()
        failure.underlyingCode = 3
        #expect(throws: FailureMock.self) { throw failure }
        #expect(failure == failure)

        let flag = FlagMock(rawValue: "beta")
        #expect(flag?.rawValue == "beta")
    }

    @Test("Sequence, IteratorProtocol, Collection and AsyncSequence over elements the test stores")
    func sequences() async throws {
        let numbers = NumbersMock()
        numbers.underlyingElements = [1, 2, 3]
        #expect(numbers.reduce(0, +) == 6)

        let lines = LinesMock()
        var left = ["a", "b"]
        lines.nextElementClosure = { left.isEmpty ? nil : left.removeFirst() }
        #expect(lines.next() == "a")
        #expect(lines.nextElementCallsCount == 1)

        let rows = RowsMock()
        rows.underlyingElements = ["x", "y"]
        #expect(rows.count == 2 && rows[1] == "y" && Array(rows) == ["x", "y"])

        let events = EventsMock()
        events.underlyingElements = ["start", "stop"]
        var received: [String] = []
        for try await event in events { received.append(event) }
        #expect(received == ["start", "stop"])
        events.underlyingFailure = ParseError.notANumber("event")
        await #expect(throws: ParseError.self) { for try await _ in events {} }
        events.cancel()
        #expect(events.cancelVoidCalled)
    }

    @Test("the ExpressibleBy… family keeps the literal the mock was written as")
    func literals() {
        let integer: LiteralMock = 1
        let float: LiteralMock = 1.5
        let boolean: LiteralMock = true
        let string: LiteralMock = "text"
        let interpolated: LiteralMock = "value \(2)"
        let array: LiteralMock = [1, "two"]
        let dictionary: LiteralMock = ["key": 1]
        let none: LiteralMock = nil
        #expect(integer.underlyingIntegerLiteral == 1)
        #expect(float.underlyingFloatLiteral == 1.5)
        #expect(boolean.underlyingBooleanLiteral == true)
        #expect(string.underlyingStringLiteral == "text")
        #expect(interpolated.underlyingStringInterpolation == "value 2")
        #expect(array.underlyingArrayLiteral?.count == 2)
        #expect(dictionary.underlyingDictionaryLiteral?.first?.0 as? String == "key")
        #expect(none.underlyingNilLiteral != nil)
    }

    @Test("~Copyable: values that cannot be copied are handed to the test's closure, never kept")
    func noncopyable() {
        let mock = TicketCounterMock()
        mock.issueTicketClosure = { Ticket(number: 1) }
        let ticket = mock.issue()
        mock.checkTicketBorrowingTicketIntClosure = { $0.number }
        let checked = mock.check(ticket)
        #expect(checked == 1)
        mock.redeemTicketConsumingTicketBoolClosure = { $0.number == 1 }
        let redeemed = mock.redeem(ticket)
        #expect(redeemed)
        #expect(mock.issueTicketCallsCount == 1 && mock.redeemTicketConsumingTicketBoolCallsCount == 1)
    }

    @Test("@available requirements and requirements inside #if")
    func availabilityAndConditions() {
        let mock = VersionedMock()
        mock.modernIntReturnValue = 13
        #expect(mock.modern() == 13)
        mock.blocking()
        #expect(mock.blockingVoidCallsCount == 1)
        #if DEBUG
        mock.debugDescriptionStringReturnValue = "debug"
        #expect(mock.debugDescription() == "debug")
        #else
        mock.releaseNumberIntReturnValue = 1
        #expect(mock.releaseNumber() == 1)
        #endif
    }
}

/// Hands the encoder it is encoded with to a requirement taking `any Encoder`.
private struct EncoderProbe: Encodable {
    let mock: ParameterPassingMock

    func encode(to encoder: any Encoder) throws {
        mock.encode("text", with: encoder)
    }
}
