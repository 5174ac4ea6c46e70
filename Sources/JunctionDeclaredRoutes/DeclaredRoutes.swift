import Junction
import JunctionRouteKeys
import JunctionRouteSection

/// Every route the app's modules declared with ``Route(_:name:exposure:)``, read at launch from
/// the linker section the declarations were placed in: no list kept by hand, no runtime scan of
/// classes.
///
/// ```swift
/// let router = Router()
/// try DeclaredRoutes.all.add(to: router)             // every module's, or none
/// print(DeclaredRoutes.all.modules)                  // ["Account", "Catalog"]
/// ```
public struct DeclaredRoutes: Sendable {
    /// The routes, by module, then file, then line.
    public let routes: [DeclaredRoute]
    /// What could not be read: a record whose pattern this version of `Junction` refuses.
    let problems: [DeclaredRoutesError.Problem]
    /// The types declared with `@DeclaredModule`, by file and line.
    let moduleTypes: [DeclaredModuleType]

    /// Every declared route of the program, read from the section once, on first use.
    ///
    /// - Complexity: O(n log n) in the declared routes, the first time.
    public static let all: DeclaredRoutes = read()

    /// The modules that declared routes, in order of name.
    public var modules: [String] {
        var seen: Set<String> = []
        return routes.map(\.module).filter { seen.insert($0).inserted }
    }

    /// Only the routes of the modules named.
    public func modules(_ names: Set<String>) -> DeclaredRoutes {
        DeclaredRoutes(
            routes: routes.filter { names.contains($0.module) }, problems: problems,
            moduleTypes: moduleTypes.filter { names.contains($0.module) })
    }

    /// Each pair of routes of different modules that match exactly the same URLs, in the order
    /// of the routes.
    public var conflicts: [DeclaredRoutesError.Conflict] {
        var first: [String: DeclaredRoute] = [:]
        var conflicts: [DeclaredRoutesError.Conflict] = []
        for route in routes {
            for key in RouteKey.keys(of: route.pattern) {
                if let other = first[key] {
                    if other.module != route.module || other.line != route.line || other.file != route.file {
                        conflicts.append(DeclaredRoutesError.Conflict(key: key, first: other, second: route))
                    }
                } else {
                    first[key] = route
                }
            }
        }
        return conflicts
    }

    /// A new instance of each type declared with ``DeclaredModule()`` that is a `Module`, by
    /// Swift module, then file, then line.
    ///
    /// ```swift
    /// let report = try await host.boot(DeclaredRoutes.all.instances(of: (any AppModule).self))
    /// ```
    public func instances<Module>(of type: Module.Type) -> [Module] {
        moduleTypes.compactMap { $0.make() as? Module }
    }

    init(routes: [DeclaredRoute], problems: [DeclaredRoutesError.Problem], moduleTypes: [DeclaredModuleType]) {
        self.routes = routes
        self.problems = problems
        self.moduleTypes = moduleTypes
    }

    private static func read() -> DeclaredRoutes {
        let collector = Collector()
        junction_route_section_visit({ records, count, context in
            guard let records, let context else { return }
            let entries = records.assumingMemoryBound(to: Optional<DeclaredRouteRecord>.self)
            for index in 0..<count {
                entries[index]?(context)
            }
        }, Unmanaged.passUnretained(collector).toOpaque())
        let routes = collector.routes.sorted { ($0.module, $0.file, $0.line) < ($1.module, $1.file, $1.line) }
        let modules = collector.modules.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
        return DeclaredRoutes(routes: routes, problems: collector.problems, moduleTypes: modules)
    }
}

/// A type declared with `@DeclaredModule`: where, and how to make one.
struct DeclaredModuleType: Sendable {
    let file: String
    let line: Int
    let make: @Sendable () -> any Sendable

    /// The Swift module, the first part of `file`.
    var module: String { DeclaredRoutes.module(ofFile: file) }
}
