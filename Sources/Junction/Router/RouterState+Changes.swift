/// The changes a commit makes, on the writer's copy of the router's state. Each one either
/// changes the state or throws having changed nothing a table or a lookup can see (a refused
/// route may leave the builder's trie to be built afresh), so a commit is all or nothing.
extension RouterState {
    /// Adds a route and its handler; `owner` is the number of the collection that brings it
    /// (``number(ofOwner:)``), `-1` for none.
    ///
    /// - Throws: ``RouteError/Code/conflict`` when the name is taken or a route already matches
    ///   the same URLs, ``RouteError/Code/invalidPattern`` for an unknown converter.
    mutating func addRoute(
        _ pattern: RoutePattern, name: String?, exposure: RouteExposure, tags: Set<String>, skipping: Set<String>,
        handler: RouteHandler, page: (any AnyObject & Sendable)? = nil, owner: Int32, collection: String?,
        router: ObjectIdentifier
    ) throws(RouteError) -> RouteRegistration {
        let collection = collection ?? ""
        if let name, let taken = names[name]?.first(where: { $0.collection == collection }) {
            throw RouteError(
                .conflict, "the name \"\(name)\" is already used by \"\(taken.registration.pattern.text)\"", pattern: pattern.text)
        }
        let ids: Range<Int>
        if pattern.hasOptionalGroups {
            ids = try addGroupedForms(of: pattern, name: name, exposure: exposure, tags: tags, skipping: skipping)
            groupedIDs[ids.lowerBound] = ids
        } else {
            // The common case, without a list of one pattern to make.
            ids = nextID..<(nextID + 1)
            do throws(RouteError) {
                try builder.add(pattern, id: nextID, name: name, exposure: exposure, tags: tags, skippedInterceptors: skipping)
            } catch {
                throw groupProblem(error, of: pattern, at: pattern, ids: ids)
            }
        }
        nextID = ids.upperBound
        let registration = RouteRegistration(id: ids.lowerBound, router: router, pattern: pattern, name: name)
        for _ in ids { entries.append(RouteEntry(handler: handler, owner: owner, page: page)) }
        if let name {
            names[name, default: []].append(NamedRoute(registration: registration, exposure: exposure, page: page, collection: collection))
        }
        routesChanged = true
        return registration
    }

    /// The number entries know a collection by: the smallest no other applied collection has.
    ///
    /// - Complexity: O(*k*) in the collections applied, when the id is new.
    mutating func number(ofOwner id: String) -> Int32 {
        if let number = ownerNumbers[id] { return number }
        let taken = Set(ownerNumbers.values)
        let number = (0..<Int32(ownerNumbers.count)).first { !taken.contains($0) } ?? Int32(ownerNumbers.count)
        ownerNumbers[id] = number
        return number
    }

    /// Adds each pattern a pattern with optional groups stands for, all or none.
    ///
    /// - Returns: The ids they were given, from `nextID` on.
    private mutating func addGroupedForms(
        of pattern: RoutePattern, name: String?, exposure: RouteExposure, tags: Set<String>, skipping: Set<String>
    ) throws(RouteError) -> Range<Int> {
        let forms = pattern.registeredForms
        let ids = nextID..<(nextID + forms.count)
        for (index, form) in forms.enumerated() {
            do throws(RouteError) {
                try builder.add(
                    form, id: ids.lowerBound + index, name: name, exposure: exposure, tags: tags, skippedInterceptors: skipping)
            } catch {
                let problem = groupProblem(error, of: pattern, at: form, ids: ids)
                // All or none: the patterns added before this one go again.
                for id in ids.prefix(index) { _ = builder.remove(id: id) }
                throw problem
            }
        }
        return ids
    }

    /// Makes room for a collection's routes, so that adding many grows each list once.
    mutating func reserveCapacity(for routes: [RouteCollection.Route]) {
        builder.reserveCapacity(
            forAdding: routes.count, literals: routes.indices.reduce(0) { $0 + routes[$1].pattern.literalCount })
        entries.reserveCapacity(forAdding: routes.count)
        // And the names, which would otherwise grow (and hash every name again) as many times.
        names.reserveCapacity(forAdding: routes.indices.reduce(0) { $0 + (routes[$1].name == nil ? 0 : 1) })
    }

    /// The state as it stands, for ``rollBack(to:)``.
    struct Mark {
        let builder: RouteTableBuilder.Mark
        let entries: Int
        let converters: Int
        let nextID: Int
        let ownerNumbers: [String: Int32]
        let routesChanged: Bool
    }

    var mark: Mark {
        Mark(
            builder: builder.mark, entries: entries.count, converters: converters.count, nextID: nextID,
            ownerNumbers: ownerNumbers, routesChanged: routesChanged)
    }

    /// Takes back the routes and converters added since `mark` (``addRoute`` and `add(_:owner:)`
    /// only append, so their ends are dropped), leaving the state as it was then.
    mutating func rollBack(to mark: Mark) {
        for route in builder.routes[mark.builder.routes...] {
            if let name = route.name { forgetName(name, of: route.id) }
            groupedIDs[route.id] = nil
        }
        builder.rollBack(to: mark.builder)
        entries.removeSubrange(mark.entries...)
        converters.removeSubrange(mark.converters...)
        nextID = mark.nextID
        ownerNumbers = mark.ownerNumbers
        routesChanged = mark.routesChanged
    }

    /// Removes the route with that id (each pattern it stands for) and its entries; `false`
    /// when there is none.
    mutating func remove(id: Int) -> Bool {
        guard let name = builder.routes.first(where: { $0.id == id }).map({ $0.name }) else { return false }
        var removed: [Int] = []
        for form in groupedIDs.removeValue(forKey: id) ?? id..<(id + 1) {
            if let index = builder.remove(id: form) { removed.append(index) }
        }
        if let name { forgetName(name, of: id) }
        // Indexes into the routes as they were: each removal shifted the later ones down by one.
        removed = removed.enumerated().map { $0.element + $0.offset }
        for index in removed.sorted(by: >) { entries.remove(at: index) }
        routesChanged = true
        return true
    }

    /// Adds a named converter.
    ///
    /// - Throws: ``RouteError`` when the name is not an identifier or is already taken.
    mutating func add(_ converter: ParameterConverter, owner: String?) throws(RouteError) {
        try builder.add(converter)
        converters.append((owner, converter))
        routesChanged = true
    }

    /// Adds a fallback in place of the one of its kind.
    mutating func add(_ fallback: RouteFallback, owner: String?) {
        switch fallback.kind {
        case .notFound(let scheme?, let handler): schemeNotFound[scheme] = Owned(value: handler, owner: owner)
        case .notFound(nil, let handler): notFound = Owned(value: handler, owner: owner)
        case .web(let fallback): webFallback = Owned(value: fallback, owner: owner)
        case .failure(let handler): failureHandler = Owned(value: handler, owner: owner)
        }
    }

    /// Adds an interceptor after those added before it.
    mutating func addInterceptor(
        _ interceptor: any RouteInterceptor, name: String, priority: Int, scope: InterceptorScope, owner: String?
    ) {
        interceptors.append(InterceptorEntry(
            interceptor: interceptor, name: name, priority: priority, order: nextID, scope: scope, owner: owner))
        nextID += 1
    }

    /// Removes everything a collection brought. Its routes go by rebuilding the builder from
    /// the routes that stay (with their ids, in their order), which also drops its converters.
    ///
    /// - Throws: ``RouteError/Code/conflict`` when a route that stays uses a converter only the
    ///   collection had, naming the route.
    mutating func removeCollection(_ id: String) throws(RouteError) {
        collections.remove(id)
        unmade[id] = nil
        interceptors.removeAll { $0.owner == id }
        if notFound?.owner == id { notFound = nil }
        schemeNotFound = schemeNotFound.filter { $0.value.owner != id }
        if webFallback?.owner == id { webFallback = nil }
        if failureHandler?.owner == id { failureHandler = nil }
        converters.removeAll { $0.owner == id }
        var rebuilt = RouteTableBuilder(options: builder.options)
        for (_, converter) in converters { try rebuilt.add(converter) }
        var kept: [RouteEntry] = []
        let owner = ownerNumbers.removeValue(forKey: id) ?? -1
        for (route, entry) in zip(builder.routes, entries) {
            if owner >= 0, entry.owner == owner {
                if let name = route.name { forgetName(name, of: route.id) }
                groupedIDs[route.id] = nil
                continue
            }
            do throws(RouteError) {
                try rebuilt.add(
                    route.pattern, id: route.id, name: route.name, exposure: route.exposure, tags: route.tags,
                    skippedInterceptors: route.skippedInterceptors)
            } catch {
                // What stays was valid with the collection; only a converter it brought can be missing.
                throw RouteError(
                    .conflict,
                    "the collection \"\(id)\" cannot go: \"\(route.pattern.asWritten.text)\", which is not in it, needs its converter (\(error.unescapedMessage))")
            }
            kept.append(entry)
        }
        builder = rebuilt
        entries = kept
        routesChanged = true
    }

    /// The error adding `form` (one of the patterns `pattern` stands for) gave, said in terms
    /// of the patterns as written when optional groups are involved: a conflict names the
    /// pattern each side comes from, an unknown converter is placed in the text written.
    private func groupProblem(_ error: RouteError, of pattern: RoutePattern, at form: RoutePattern, ids: Range<Int>) -> RouteError {
        if error.code == .invalidPattern, pattern.hasOptionalGroups {
            let unknown = pattern.segments.lazy.flatMap(\.captures).first { capture in
                capture.converter.map { builder.converters[$0] == nil } ?? false
            }
            if let unknown, let converter = unknown.converter {
                return RouteError(
                    .invalidPattern, "unknown converter \"\(converter)\"",
                    pattern: pattern.text, column: pattern.column(ofOffset: unknown.offset))
            }
        }
        guard error.code == .conflict, let earlier = builder.route(matchingSameURLsAs: form),
              pattern.hasOptionalGroups || earlier.pattern.origin != nil
        else { return error }
        if ids.contains(earlier.id) {
            return RouteError(
                .conflict,
                "\"\(pattern.text)\" stands for \"\(earlier.pattern.text)\" and \"\(form.text)\", which match exactly the same URLs",
                pattern: pattern.text)
        }
        func named(_ form: RoutePattern) -> String {
            form.origin.map { "\"\(form.text)\" (from \"\($0.pattern.text)\")" } ?? "\"\(form.text)\""
        }
        return RouteError(
            .conflict, "\(named(form)) matches exactly the same URLs as \(named(earlier.pattern)), registered earlier",
            pattern: pattern.text)
    }
}

extension RouterState {
    /// Adds what a collection holds, under `id`, after `problems` found before; everything but
    /// its routes and converters only once those all fit. On a problem, what was added stays:
    /// the caller takes it back.
    mutating func add(
        _ contents: RouteCollection.Contents, id: String?, router: ObjectIdentifier, problems: Router.CollectionProblems
    ) -> Result<[RouteRegistration], Router.CollectionProblems> {
        var problems = problems
        if let id, collections.contains(id) {
            problems.problems.append((nil, RouteError(.conflict, "a collection \"\(id)\" is applied already")))
        }
        for converter in contents.converters {
            do throws(RouteError) { try add(converter, owner: id) } catch { problems.problems.append((nil, error)) }
        }
        var registrations: [RouteRegistration] = []
        registrations.reserveCapacity(contents.routes.count)
        // Room for many routes at once; the one route of a `register` grows the lists as an append does.
        if contents.routes.count > 1 { reserveCapacity(for: contents.routes) }
        // The collection's number, which each of its routes' entries keeps (a collection without
        // routes takes none).
        let owner = contents.routes.isEmpty ? -1 : id.map { number(ofOwner: $0) } ?? -1
        // By index, reading each field in place: a loop variable would copy every route.
        for index in contents.routes.indices {
            do throws(RouteError) {
                let handler: RouteHandler
                switch contents.routes[index].handler {
                case .ready(let ready): handler = ready
                case .bound(let bind): handler = try bind(builder.converters)
                }
                registrations.append(try addRoute(
                    contents.routes[index].pattern, name: contents.routes[index].name,
                    exposure: contents.routes[index].exposure, tags: contents.routes[index].tags,
                    skipping: contents.routes[index].skipping, handler: handler, page: contents.routes[index].page,
                    owner: owner, collection: id, router: router))
            } catch {
                problems.problems.append((index, error))
            }
        }
        guard problems.problems.isEmpty else { return .failure(problems) }
        for interceptor in contents.interceptors {
            addInterceptor(
                interceptor.interceptor, name: interceptor.name, priority: interceptor.priority,
                scope: interceptor.scope, owner: id)
        }
        for fallback in contents.fallbacks { add(fallback, owner: id) }
        if let id { collections.insert(id) }
        return .success(registrations)
    }
}
