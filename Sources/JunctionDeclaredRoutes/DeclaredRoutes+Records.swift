import Junction

/// The record ``Route(_:name:exposure:)`` places in the linker section for each declaration: a
/// function that adds the declared route to the collector it is called with.
public typealias DeclaredRouteRecord = @convention(c) (UnsafeMutableRawPointer) -> Void

extension DeclaredRoutes {
    /// What the records add to while the section is read.
    final class Collector {
        var routes: [DeclaredRoute] = []
        var problems: [DeclaredRoutesError.Problem] = []
        var modules: [DeclaredModuleType] = []
    }

    /// The Swift module of a file named as `#fileID` names it, `Module/File.swift`.
    static func module(ofFile file: String) -> String {
        file.split(separator: "/", maxSplits: 1).first.map(String.init) ?? file
    }

    /// Called by the record `@DeclaredModule` writes; not for calling by hand.
    public static func _module<Module: Sendable>(
        _ collector: UnsafeMutableRawPointer, file: String, line: Int, make: @escaping @Sendable () -> Module
    ) {
        let collector = Unmanaged<Collector>.fromOpaque(collector).takeUnretainedValue()
        collector.modules.append(DeclaredModuleType(file: file, line: line, make: make))
    }

    /// Called by the record `@Route` writes for a synchronous handler that takes the context
    /// alone, so the route opens synchronously too; not for calling by hand.
    public static func _record<Value: Sendable>(
        _ collector: UnsafeMutableRawPointer, _ pattern: String, name: String?, exposure: RouteExposure, file: String,
        line: Int, handler: @escaping @Sendable (RouteContext) throws -> Value
    ) {
        add(to: collector, pattern, name, exposure, file, line) { pattern, name, exposure in
            { (collection: RouteCollection, _: (any Sendable)?) throws(DeclaredRoutesError.Problem) in
                collection.register(pattern, name: name, exposure: exposure, tags: []) { context in try handler(context) }
            }
        }
    }

    /// Called by the record `@Route` writes for a synchronous handler that also takes the app's
    /// environment; not for calling by hand.
    public static func _record<Environment: Sendable, Value: Sendable>(
        _ collector: UnsafeMutableRawPointer, _ pattern: String, name: String?, exposure: RouteExposure, file: String,
        line: Int, handler: @escaping @Sendable (RouteContext, Environment) throws -> Value
    ) {
        let written = "\(pattern) (\(file):\(line))"
        add(to: collector, pattern, name, exposure, file, line) { pattern, name, exposure in
            { (collection: RouteCollection, environment: (any Sendable)?) throws(DeclaredRoutesError.Problem) in
                let environment: Environment = try given(environment, to: written)
                collection.register(pattern, name: name, exposure: exposure, tags: []) { context in
                    try handler(context, environment)
                }
            }
        }
    }

    /// Called by the record `@Route` writes for a handler that takes the context alone; not for
    /// calling by hand.
    public static func _record<Value: Sendable>(
        _ collector: UnsafeMutableRawPointer, _ pattern: String, name: String?, exposure: RouteExposure, file: String,
        line: Int, handler: @escaping @Sendable (RouteContext) async throws -> Value
    ) {
        add(to: collector, pattern, name, exposure, file, line) { pattern, name, exposure in
            { (collection: RouteCollection, _: (any Sendable)?) throws(DeclaredRoutesError.Problem) in
                try register(pattern, name, exposure, in: collection) { (context: RouteContext) async throws -> Value in
                    try await handler(context)
                }
            }
        }
    }

    /// Called by the record `@Route` writes for a handler that also takes the app's environment;
    /// not for calling by hand.
    public static func _record<Environment: Sendable, Value: Sendable>(
        _ collector: UnsafeMutableRawPointer, _ pattern: String, name: String?, exposure: RouteExposure, file: String,
        line: Int, handler: @escaping @Sendable (RouteContext, Environment) async throws -> Value
    ) {
        let written = "\(pattern) (\(file):\(line))"
        add(to: collector, pattern, name, exposure, file, line) { pattern, name, exposure in
            { (collection: RouteCollection, environment: (any Sendable)?) throws(DeclaredRoutesError.Problem) in
                let environment: Environment = try given(environment, to: written)
                try register(pattern, name, exposure, in: collection) { (context: RouteContext) async throws -> Value in
                    try await handler(context, environment)
                }
            }
        }
    }

    /// The app's environment as the type a handler takes.
    private static func given<Environment>(_ environment: (any Sendable)?, to written: String) throws(DeclaredRoutesError.Problem)
        -> Environment
    {
        guard let environment = environment as? Environment else {
            let given = environment.map { "a \(type(of: $0))" } ?? "none"
            throw DeclaredRoutesError.Problem(
                "the handler of \(written) takes a \(Environment.self) as its environment; the app gave \(given)")
        }
        return environment
    }

    private static func register<Value: Sendable>(
        _ pattern: RoutePattern, _ name: String?, _ exposure: RouteExposure, in collection: RouteCollection,
        handler: @escaping @Sendable (RouteContext) async throws -> Value
    ) throws(DeclaredRoutesError.Problem) {
        do {
            try collection.register(pattern.text, name: name, exposure: exposure, handler: handler)
        } catch {
            throw DeclaredRoutesError.Problem(error.description)
        }
    }

    private static func add(
        to collector: UnsafeMutableRawPointer, _ text: String, _ name: String?, _ exposure: RouteExposure, _ file: String,
        _ line: Int,
        _ registration: (RoutePattern, String?, RouteExposure)
            -> @Sendable (RouteCollection, (any Sendable)?) throws(DeclaredRoutesError.Problem) -> Void
    ) {
        let collector = Unmanaged<Collector>.fromOpaque(collector).takeUnretainedValue()
        let pattern: RoutePattern
        do {
            pattern = try RoutePattern(text)
        } catch {
            // The compiler checked the pattern; a parser of another version may still refuse it.
            collector.problems.append(DeclaredRoutesError.Problem("\(file):\(line): \(error.description)"))
            return
        }
        collector.routes.append(DeclaredRoute(
            pattern: pattern, name: name, exposure: exposure, module: DeclaredRoutes.module(ofFile: file), file: file, line: line,
            register: registration(pattern, name, exposure)))
    }
}
