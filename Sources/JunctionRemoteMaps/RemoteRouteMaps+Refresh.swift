import Foundation
import Junction
import JunctionRouteMap

extension RemoteRouteMaps {
    /// Downloads the map and applies it if it is newer and passes every check; call it at launch
    /// (after ``start()``), when the app comes to the foreground, and on a silent push. A refresh
    /// asked for while one runs waits for that one and gets its events.
    ///
    /// A map routing that has expired is dropped first, back to the bundled map
    /// (``RemoteMapEvent/Kind/expired``, then ``RemoteMapEvent/Kind/bundled``).
    ///
    /// - Returns: The events, in order (also given to `onEvent`): perhaps the expiry, then one of
    ///   ``RemoteMapEvent/Kind/applied``, ``RemoteMapEvent/Kind/notModified``,
    ///   ``RemoteMapEvent/Kind/refused`` or ``RemoteMapEvent/Kind/fetchFailed``, then perhaps
    ///   ``RemoteMapEvent/Kind/stale`` or ``RemoteMapEvent/Kind/cacheNotWritten``.
    @discardableResult
    public func refresh() async -> [RemoteMapEvent] {
        if let running { return await running.value }
        let task = Task { await self.download() }
        running = task
        let events = await task.value
        running = nil
        return events
    }

    private func download() async -> [RemoteMapEvent] {
        var events: [RemoteMapEvent] = []
        if let unreadableState {
            report(RemoteMapEvent(.refused, version: current?.version, error: unreadableState), into: &events)
            return events
        }
        dropIfExpired(into: &events)
        let etag = state.etagVersion == current?.version ? state.etag : nil
        switch await fetcher.fetch(etag: etag) {
        case .failure(let error):
            report(RemoteMapEvent(.fetchFailed, version: current?.version, error: error), into: &events)
        case .success(.notModified):
            report(RemoteMapEvent(.notModified, version: current?.version), into: &events)
            if let signed = current?.signed { reportIfStale(signed, into: &events) }
        case .success(.map(let body, let etag)):
            if let signed = current?.signed, Array(body) == Array(signed.token.utf8) || Array(body) == Array((signed.token + "\n").utf8) {
                report(RemoteMapEvent(.notModified, version: signed.version), into: &events)
                reportIfStale(signed, into: &events)
            } else {
                apply(body, etag: etag, into: &events)
            }
        }
        return events
    }

    /// Drops the map routing when it has expired (beyond the clock allowance): the bundled map
    /// routes again, and an ``RemoteMapEvent/Kind/expired`` event says so. The cached copy is
    /// the map dropped, so it is not used either; the next launch refuses it as expired.
    private func dropIfExpired(into events: inout [RemoteMapEvent]) {
        guard let signed = current?.signed else { return }
        let now = options.now()
        guard signed.expiresAt.addingTimeInterval(options.clockAllowance.seconds) <= now else { return }
        let message = "version \(signed.version) expired at \(signed.expiresAt.formatted(.iso8601)); it is now \(now.formatted(.iso8601))"
        report(RemoteMapEvent(.expired, version: signed.version, error: RemoteMapError(.expired, message)), into: &events)
        do {
            try applyBundled(into: &events)
        } catch {
            // The bundled map loaded at launch; only routes added in code since can stop it.
            report(RemoteMapEvent(.refused, version: signed.version, error: Self.loadError(error)), into: &events)
        }
    }

    /// Checks a downloaded token and swaps its map in, or reports why not.
    /// The event of a refusal names the refused map's version once its signature is checked
    /// (a version read from a token that fails the check means nothing), else the version routing.
    private func apply(_ body: Data, etag: String?, into events: inout [RemoteMapEvent]) {
        var verified: SignedRouteMap?
        do {
            verified = try check(versionAbove: highestVersion, limitingStep: true).verify(body, file: "remote route map")
            if let verified, let error = violation(in: verified.file.map) { throw error }
            if let verified { try load(verified.file) }
        } catch let error as RemoteMapError {
            return report(RemoteMapEvent(.refused, version: verified?.version ?? current?.version, error: error), into: &events)
        } catch let error as RouteMapLoadError {
            return report(RemoteMapEvent(.refused, version: verified?.version ?? current?.version, error: Self.loadError(error)), into: &events)
        } catch {
            return report(RemoteMapEvent(.refused, version: verified?.version ?? current?.version, error: RemoteMapError(.loadFailed, "\(error)")), into: &events)
        }
        guard let signed = verified else { return }
        let changes = RouteMapChanges(from: current?.map, to: signed.file.map)
        current = (signed.version, signed.file.map, signed)
        state.record(signed)
        state.etag = etag
        state.etagVersion = etag == nil ? nil : signed.version
        report(RemoteMapEvent(.applied, version: signed.version, changes: changes), into: &events)
        do {
            try cache.write(token: signed.token)
            try cache.write(state)
        } catch {
            report(RemoteMapEvent(.cacheNotWritten, version: signed.version, error: error), into: &events)
        }
        reportIfStale(signed, into: &events)
    }
}
