// A launch as an app does it, in a process of its own, for `Benchmarks/launch`: a route map read
// from a file, checked and loaded into a new router with its pages bound, then the first open.
//
//     LaunchFromDisk write DIR ROUTES   writes routes-ROUTES.json and .yaml into DIR
//     LaunchFromDisk FILE ROUTES        launches from FILE, a map of ROUTES routes
//     LaunchFromDisk none 0             starts and stops: what every launch pays before its map
//     LaunchFromDisk background FILE ROUTES
//                                       launches as an app does with `RouteLoading`: prints the
//                                       milliseconds the calling thread spent (the call that starts
//                                       the load), until the routes were in, and until a link opened
//                                       right after the call was answered
//     LaunchFromDisk reached FILE ROUTES
//                                       launches with `RouteLoading.start(on:map:bindings:)`, the
//                                       map's routes loaded when first reached: prints the
//                                       milliseconds the calling thread spent, until the router
//                                       was usable (an open of a URL no route takes was answered),
//                                       until the link opened right after the call was answered,
//                                       and until every route was in
//     LaunchFromDisk phases FILE ROUTES  launches from FILE on the calling thread and prints the
//                                       milliseconds and page faults of each step: reading the
//                                       map (on every core), then loading it (on one)
//
// The map is the cold-start benchmarks' (`RouteMapText`): routes with a name, a page, tags,
// attributes and patterns of five kinds. Its pages are bound by name, as an app's code binds
// them, and the first open is of the map's last route.

import Foundation
import Junction
import JunctionRouteMap
import Workload

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2 || arguments.count == 3, let routeCount = Int(arguments.last!) else {
    FileHandle.standardError.write(Data("usage: LaunchFromDisk write DIR ROUTES | FILE ROUTES | none 0 | background FILE ROUTES | reached FILE ROUTES | phases FILE ROUTES\n".utf8))
    exit(2)
}

if arguments.first == "write" {
    let directory = URL(fileURLWithPath: arguments[arguments.startIndex + 1])
    let json = RouteMapText.json(routeCount: routeCount)
    try Data(json.utf8).write(to: directory.appendingPathComponent("routes-\(routeCount).json"))
    try Data(RouteMapText.yaml(routeCount: routeCount).utf8).write(to: directory.appendingPathComponent("routes-\(routeCount).yaml"))
    exit(0)
}

/// The app's code: one page type a route of the map, bound by its name.
func pageBindings() -> RouteMapBindings {
    var bindings = RouteMapBindings()
    for index in 0..<routeCount {
        let page = "Feature\(index / 100)Page\(index % 100)"
        bindings.page(page) { _ in page }
    }
    return bindings
}

/// A duration in milliseconds, to three places.
func ms(_ duration: Duration) -> String {
    String(format: "%.3f", Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1000)
}

if arguments.first == "background" {
    let path = arguments[arguments.startIndex + 1]
    let bindings = pageBindings()
    let url = RouteMapText.url(routeIndex: routeCount - 1)
    let bound = bindings
    let start = ContinuousClock.now
    let router = Router()
    let loading = RouteLoading.start(on: router) { router in
        let file = try RouteMapFile(contentsOf: path)
        _ = try file.load(into: router, bindings: bound)
    }
    let returned = ContinuousClock.now
    // A link that arrives at once, before the routes are in: it waits for them.
    let link = Task { try await router.open(url) }
    try await loading.wait()
    let ready = ContinuousClock.now
    _ = try await link.value
    let answered = ContinuousClock.now
    print(ms(returned - start), ms(ready - start), ms(answered - start))
    exit(0)
}

if arguments.first == "phases" {
    let path = arguments[arguments.startIndex + 1]
    let bindings = pageBindings()
    func faults() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        return usage.ru_minflt
    }
    let (startFaults, start) = (faults(), ContinuousClock.now)
    let file = try RouteMapFile(contentsOf: path)
    let (readFaults, read) = (faults(), ContinuousClock.now)
    let router = Router(options: RouterOptions().adding(file.map))
    try file.load(into: router, bindings: bindings)
    let (loadFaults, loaded) = (faults(), ContinuousClock.now)
    print("read", ms(read - start), "ms", readFaults - startFaults, "page faults;",
          "load", ms(loaded - read), "ms", loadFaults - readFaults, "page faults")
    exit(0)
}

if arguments.first == "reached" {
    let path = arguments[arguments.startIndex + 1]
    let bindings = pageBindings()
    let url = RouteMapText.url(routeIndex: routeCount - 1)
    let start = ContinuousClock.now
    let router = Router()
    let loading = RouteLoading.start(on: router, map: URL(fileURLWithPath: path), bindings: bindings)
    let returned = ContinuousClock.now
    // A URL no route takes is answered once the routes are found: the router is usable.
    let nowhere = Task {
        _ = try? await router.open("app://nowhere/at/all")
        return ContinuousClock.now
    }
    let link = Task {
        _ = try await router.open(url)
        return ContinuousClock.now
    }
    let usable = await nowhere.value
    let answered = try await link.value
    try await loading.wait()
    let whole = ContinuousClock.now
    print(ms(returned - start), ms(usable - start), ms(answered - start), ms(whole - start))
    exit(0)
}

let path = arguments.first!
guard path != "none" else { exit(0) }

let bindings = pageBindings()
let file = try RouteMapFile(contentsOf: path)
let router = Router(options: RouterOptions().adding(file.map))
try file.load(into: router, bindings: bindings)
let url = RouteMapText.url(routeIndex: routeCount - 1)
guard try router.match(url) != nil else {
    FileHandle.standardError.write(Data("\(url) reaches no route of \(path)\n".utf8))
    exit(1)
}
