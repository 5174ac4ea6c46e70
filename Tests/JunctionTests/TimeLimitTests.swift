import JunctionSupport
import Testing

/// The package's one timer: `after` runs an action unless cancelled, and `withTimeLimit` gives
/// the body's answer or, once the limit passes, throws and cancels the body.
@Suite struct TimeLimitTests {
    @Test func aBodyThatEndsInTimeGivesItsAnswer() async throws {
        #expect(try await withTimeLimit(.seconds(30)) { 42 } == 42)
        await #expect(throws: CancellationError.self) {
            try await withTimeLimit(.seconds(30)) { () async throws -> Int in throw CancellationError() }
        }
    }

    @Test func aBodyPastTheLimitIsCancelledAndTheCallThrows() async {
        let cancelled = Locked(false)
        do {
            _ = try await withTimeLimit(.milliseconds(20)) { () async -> Int in
                try? await Task.sleep(for: .seconds(30))
                cancelled.withLock { $0 = Task.isCancelled }
                return 0
            }
            Issue.record("expected the time limit to pass")
        } catch let error as TimeLimitExceeded {
            #expect(error.limit == .milliseconds(20))
        } catch {
            Issue.record("unexpected \(error)")
        }
        for _ in 0..<1_000 where !cancelled.withLock({ $0 }) { try? await Task.sleep(for: .milliseconds(5)) }
        #expect(cancelled.withLock { $0 })
    }

    @Test func aCancelledTimerNeverRuns() async throws {
        let ran = Locked<[String]>([])
        let cancelled = after(.milliseconds(10)) { ran.withLock { $0.append("cancelled") } }
        cancelled.cancel()
        await after(.milliseconds(30)) { ran.withLock { $0.append("kept") } }.value
        #expect(ran.withLock { $0 } == ["kept"])
    }

    @Test func cancellingTheCallerEndsTheCallAndCancelsTheBody() async {
        let bodyCancelled = Locked(false)
        let call = Task {
            try await withTimeLimit(.seconds(30)) { () async -> Int in
                try? await Task.sleep(for: .seconds(30))
                bodyCancelled.withLock { $0 = Task.isCancelled }
                return 0
            }
        }
        try? await Task.sleep(for: .milliseconds(20))
        call.cancel()
        await #expect(throws: CancellationError.self) { try await call.value }
        for _ in 0..<1_000 where !bodyCancelled.withLock({ $0 }) { try? await Task.sleep(for: .milliseconds(5)) }
        #expect(bodyCancelled.withLock { $0 })
    }
}
