import KumikiCheck
import KumikiProjects

/// Draws an app's layers from its unit graph: the app on top (its entry point, its extensions
/// and what composes the rest), the parts everything uses at the bottom, and in between one layer
/// per role the code plays (screens, the state behind them, data access, values), each part placed
/// where its uses point down. Names only label the layers.
///
/// - A unit's role comes from its content first (views and view controllers are screens, types
///   named as ViewModels or stores are presentation, clients and repositories data access, plain
///   structs and enums values, extensions helpers), from its name when its content says nothing,
///   and from the graph alone when neither does.
/// - The units everything uses and that use nothing (a bus, as DSM clustering calls it) form the
///   shared layer at the bottom, or the values layer just above it when they hold values. A unit
///   of views that nearly every part uses, the data access and presentation code too, is such a
///   bus whatever it holds: its few uses of others are leaks.
/// - Screens that only the app (and other such screens) use are the features; screens other
///   screens use are the UI below them. Coordinators and routers that build the screens (more
///   than the screens use them) sit above the features.
/// - A unit whose uses point up from its role's layer moves up where far fewer uses, its own and
///   those of it, point up.
/// - Units that reach each other (a strongly connected group) across layers are merged into one
///   layer when that leaves fewer findings and the uses against the order are a fifth of the
///   group's or more, kept apart (and those uses reported) otherwise.
struct ArchitectureInference: Sendable {
    let graph: UnitGraph
    let model: ProjectModel

    /// The layers, top first, each with its units.
    struct Layer: Sendable {
        var name: String
        var role: UnitRole
        var units: [Int]
        /// Why its units are there, for the configuration's comment.
        var why: String
    }

    /// A strongly connected group of units that spans layers, and what adopt did with it.
    struct Cycle: Sendable {
        var units: [Int]
        /// Uses against the layer order inside the group.
        var upward: Int
        /// Every use inside the group.
        var total: Int
        /// Whether its units were merged into one layer (else the upward uses are findings).
        var merged: Bool
    }

    /// What inference found.
    struct Result: Sendable {
        var layers: [Layer]
        var cycles: [Cycle]
        /// Each unit's layer, by position in ``layers``.
        var layerOfUnit: [Int]
        /// Each unit's role and what decided it (`content`, `name`, `graph`).
        var decisions: [(role: UnitRole, by: String)]
        /// What each unit's code is.
        var contents: [UnitContent]
        /// Files placed apart from their unit, where their own uses put them.
        var placedApart: [PlacedFile] = []
    }

    /// A file of a folder placed in another layer than its folder's: its uses and its users point there.
    struct PlacedFile: Sendable {
        var file: Int
        var path: String
        /// Its layer, by position in the layers.
        var layer: Int
        /// Its uses across the order where its folder is, and where it is placed.
        var findingsBefore: Int
        var findingsAfter: Int
    }

    func infer() -> Result {
        let units = graph.units
        let count = units.count
        // A file only its own unit uses is that unit's vocabulary: its values do not make the unit a values layer.
        let vocabulary = Set(graph.unitOfFile.compactMap { file, unit -> Int? in
            guard let users = graph.fileUsers[file], users.allSatisfy({ graph.unitOfFile[$0] == unit }) else { return nil }
            return file
        })
        let contents = units.map { UnitContent(files: $0.files, in: model, vocabulary: vocabulary) }
        var role = [UnitRole?](repeating: nil, count: count)
        var decidedBy = [String](repeating: "graph", count: count)
        // Uses of the app's own units point nowhere in the order: nothing may use App, whatever uses it is a finding.
        var pinned = Set(units.indices.filter { units[$0].isPinnedToApp })
        for unit in units.indices where !pinned.contains(unit) {
            if let fromContent = contents[unit].role {
                role[unit] = fromContent
                decidedBy[unit] = "content"
            } else if let fromName = Self.role(ofName: units[unit].name) {
                role[unit] = fromName
                decidedBy[unit] = "name"
            }
        }
        // Subfolders of one layout are parts of one kind: one whose content says nothing takes its siblings' role.
        var siblings: [String: [Int]] = [:]
        for unit in units.indices { if let group = units[unit].group { siblings[group, default: []].append(unit) } }
        for members in siblings.values {
            var votes: [UnitRole: Int] = [:]
            for unit in members { if let known = role[unit], decidedBy[unit] == "content" { votes[known, default: 0] += 1 } }
            let voters = votes.values.reduce(0, +)
            guard let (majority, count) = votes.max(by: { $0.value < $1.value }), voters >= 2, count * 5 >= voters * 3 else { continue }
            // Most of them agree: the others are of that kind too, whatever their own mix says.
            for unit in members where role[unit] != majority {
                role[unit] = majority
                decidedBy[unit] = "its siblings' content (the folders beside it, laid out as it is)"
            }
        }
        for unit in pinned {
            role[unit] = .app
            decidedBy[unit] = units[unit].kind == .appExtension ? "an app extension" : "the entry point"
        }
        // In a modular app (two fifths of its code or more in modules), the app target is the composition of the modules: all App.
        let moduleFiles = units.filter { $0.kind == .module }.reduce(0) { $0 + $1.files.count }
        let allFiles = units.reduce(0) { $0 + $1.files.count }
        let appTargets = Set(units.filter { $0.kind != .module && $0.kind != .appExtension }.flatMap(\.files)
            .flatMap { model.targets(ofFileAt: $0) }.filter { model.projects.index.targets[$0].description.kind == .app })
        // Several apps (one per platform) over the modules that hold the core: the apps are the App layer too.
        if moduleFiles * 5 >= allFiles * 2 || (moduleFiles * 4 >= allFiles && appTargets.count >= 2) {
            for unit in units.indices where units[unit].kind == .folder || units[unit].kind == .rootFiles {
                pinned.insert(unit)
                role[unit] = .app
                decidedBy[unit] = "the app target's own code, in an app whose modules hold most of the code"
            }
        }
        func weight(_ from: Int, _ to: Int) -> Int { graph.edges[from][to] ?? 0 }
        func outgoing(_ unit: Int) -> [Int: Int] { graph.edges[unit].filter { !pinned.contains($0.key) && $0.key != unit } }
        var everyIncoming = [[Int: Int]](repeating: [:], count: count)
        for from in units.indices {
            for (to, uses) in graph.edges[from] where to != from { everyIncoming[to][from] = uses }
        }
        // Who uses a unit, the app's own units left out: the app uses everything.
        func incoming(_ unit: Int) -> [Int: Int] { everyIncoming[unit].filter { !pinned.contains($0.key) } }
        // What composes the screens (a root view and the container that builds them), used by nothing but the app, is the
        // app's composition. A name alone never pins a part others use: nothing may use App, so each of their uses would
        // be a finding made by the configuration.
        let screenUnits = units.indices.filter { role[$0] == .screens }.count
        for unit in units.indices where !pinned.contains(unit) && incoming(unit).isEmpty {
            // A name that says App agrees with that rank; without one, it must reach most screens, or three modules of
            // screens (a feature that shows another feature's screen reaches one or two).
            let composed = outgoing(unit).keys.filter { role[$0] == .screens }
            if Self.role(ofName: units[unit].name) == .app, !outgoing(unit).isEmpty {
                decidedBy[unit] = "name, and only the app uses it"
            } else if composed.count >= 3, Double(composed.count) >= 0.5 * Double(screenUnits - (role[unit] == .screens ? 1 : 0)) {
                decidedBy[unit] = "graph: only the app uses it, and it puts together \(composed.count) parts with screens"
            } else if contents[unit].sceneParts >= 1, contents[unit].sceneParts * 2 >= contents[unit].screens,
                      graph.edges[unit].keys.contains(where: { pinned.contains($0) && $0 != unit }) {
                // The app's scene parts (its menu commands calling its delegate), tied to the app both ways: the app's own.
                decidedBy[unit] = "content (scene parts and menu commands) and graph: only the app uses it, and it uses the app's own code"
            } else {
                continue
            }
            pinned.insert(unit)
            role[unit] = .app
        }
        // The bus: what is used by several and uses nothing but the bus. Helpers whose extensions add members to
        // other types are used without being named, so their content alone makes them shared while they use nothing else.
        // A part of views that three quarters of the others use, data access and the state behind the screens a fifth
        // of the time or more, and that they use five times more than it uses them, is the app's infrastructure whatever
        // it holds (a logger, a network monitor, the views every layer shows): the bottom, with its few uses of others
        // the leaks. A kit only the screens share stays their UI.
        let free = units.indices.filter { !pinned.contains($0) }
        var crossLayer: Set<Int> = []
        for unit in free where role[unit] == .screens {
            let used = incoming(unit).values.reduce(0, +)
            let fromOtherLayers = incoming(unit).filter { role[$0.key] == .data || role[$0.key] == .presentation || role[$0.key] == .app }
                .values.reduce(0, +)
            guard incoming(unit).count * 4 >= free.count * 3, used >= 5 * outgoing(unit).values.reduce(0, +), fromOtherLayers * 5 >= used
            else { continue }
            crossLayer.insert(unit)
            decidedBy[unit] = "graph: used across the layers (\(fromOtherLayers) of its \(used) uses come from data access and presentation), though it holds views"
        }
        var bus: Set<Int> = crossLayer
        var changed = true
        while changed {
            changed = false
            // Screens join only as a leaf that three or more parts use (a theme, a folder of base views): a library of screens
            // that builds on anything is the UI above.
            for unit in units.indices where !pinned.contains(unit) && !bus.contains(unit) {
                let isLeafOfScreens = role[unit] == .screens && outgoing(unit).isEmpty && incoming(unit).count >= 3
                guard role[unit] != .screens || isLeafOfScreens else { continue }
                guard incoming(unit).count >= 2 || role[unit] == .helpers, outgoing(unit).keys.allSatisfy(bus.contains) else { continue }
                bus.insert(unit)
                changed = true
            }
        }
        // The bottom layer uses none: a bus unit that holds values, or uses another that does, is the values layer.
        // The app's infrastructure stays at the bottom (its uses of the layers above are its leaks), and the values it
        // uses that use nothing (generated strings and assets) go down with it.
        var shared = bus.filter { role[$0] != .values && role[$0] != .data && role[$0] != .presentation }
        for unit in crossLayer {
            for (used, _) in outgoing(unit) where bus.contains(used) && role[used] == .values && outgoing(used).isEmpty { shared.insert(used) }
        }
        for unit in shared where role[unit] == .screens { role[unit] = .helpers }
        changed = true
        while changed {
            changed = false
            for unit in shared where !crossLayer.contains(unit) && !outgoing(unit).keys.allSatisfy(shared.contains) {
                shared.remove(unit)
                changed = true
            }
        }
        for unit in bus where !shared.contains(unit) && role[unit] != .data && role[unit] != .presentation {
            role[unit] = .values
            if decidedBy[unit] == "graph" { decidedBy[unit] = "graph: used by several, uses only the shared parts" }
        }
        for unit in shared where !crossLayer.contains(unit) {
            role[unit] = .helpers
            decidedBy[unit] = decidedBy[unit] == "content" ? "content, and used by several while using none"
                : "graph: used by several, uses none"
        }
        for unit in crossLayer where shared.contains(unit) { role[unit] = .helpers }
        // Whether code of `users` names a type of a file of `unit` that draws (a view it shows, not a value it reads).
        func showsAScreen(of unit: Int, from users: Set<Int>) -> Bool {
            units[unit].files.contains { file in
                (graph.fileUsers[file] ?? []).contains { graph.unitOfFile[$0].map(users.contains) ?? false }
                    && UnitContent(files: [file], in: model).screens >= 1
            }
        }
        // Screens: the features are what only the app and other features use; below them, the UI is what several
        // features share: two or more features, four or half of them, use it five times more than it uses them (a feature that shows another
        // feature's screen uses it, which makes neither shared; a shared view that reaches into one feature is a leak). Uses from code that is no screen (a service holding a view
        // controller) are leaks to report, not reasons to move it.
        var features = Set(units.indices.filter { role[$0] == .screens })
        changed = true
        while changed {
            changed = false
            for unit in features.sorted() {
                let others = features.subtracting([unit])
                let usedByFeatures = incoming(unit).filter { others.contains($0.key) }.values.reduce(0, +)
                let usesFeatures = outgoing(unit).filter { others.contains($0.key) }.values.reduce(0, +)
                let users = incoming(unit).keys.filter { others.contains($0) }
                // Among folders laid out alike, only one named for views is their shared UI: the others are features.
                let last = units[unit].name.split(separator: "/").last.map(String.init) ?? units[unit].name
                let namedForViews = LayerRole(folderName: last) == .view || AdoptionPlanner.layer(ofTargetNamed: last) == "View"
                // A kit named for views that several features use more than it uses them is their UI, its reaches into a feature leaks.
                let isShared = namedForViews ? users.count >= 2 && usesFeatures < usedByFeatures
                    : units[unit].group == nil && users.count >= 2 && users.count >= min(4, (others.count + 1) / 2)
                        && usesFeatures * 5 <= usedByFeatures && (units[unit].kind == .module || usedByFeatures >= 3)
                // A screen that only the shared views show, not the app (the image picker of a shared composer), is part of their kit,
                // unless that view composes features (a tab bar building three or more), which makes it their container.
                let screenUsers = incoming(unit).keys.filter { role[$0] == .screens }
                let shownByTheApp = everyIncoming[unit].keys.contains { pinned.contains($0) }
                let onlyShownByTheKit = users.isEmpty && !shownByTheApp && !screenUsers.isEmpty && screenUsers.allSatisfy { user in
                    !features.contains(user) && outgoing(user).keys.filter { features.contains($0) }.count <= 2
                } && showsAScreen(of: unit, from: Set(screenUsers))
                guard isShared || onlyShownByTheKit else { continue }
                features.remove(unit)
                changed = true
            }
        }
        // The layers, top first, as roles; a unit of no role yet goes where the fewest of its uses point up.
        enum Slot: Int, CaseIterable { case app, flow, feature, ui, presentation, data, values, shared }
        var slot = [Slot?](repeating: nil, count: count)
        for unit in units.indices {
            if pinned.contains(unit) { slot[unit] = .app; continue }
            if shared.contains(unit) { slot[unit] = .shared; continue }
            switch role[unit] {
            case .screens?: slot[unit] = features.contains(unit) ? .feature : .ui
            case .presentation?: slot[unit] = .presentation
            case .data?: slot[unit] = .data
            case .values?: slot[unit] = .values
            case .helpers?, .app?, nil: slot[unit] = nil
            }
        }
        // Coordinators that build the screens sit above them: their uses of screens are what they are for. A part most
        // of whose logic is coordinators, routers and navigators, that uses the screens more than they use it, is the flow.
        for unit in units.indices where slot[unit] == .presentation && contents[unit].flows >= 3 && contents[unit].flows * 2 >= contents[unit].presentation {
            let usesScreens = outgoing(unit).filter { slot[$0.key] == .feature || slot[$0.key] == .ui }.values.reduce(0, +)
            let usedByScreens = incoming(unit).filter { slot[$0.key] == .feature || slot[$0.key] == .ui }.values.reduce(0, +)
            guard usesScreens > usedByScreens else { continue }
            slot[unit] = .flow
            decidedBy[unit] = "content (\(contents[unit].flows) coordinators and routers), above the screens it builds"
        }
        func cost(of unit: Int, at candidate: Slot) -> Int {
            var cost = 0
            for (to, uses) in outgoing(unit) {
                guard let target = slot[to], target.rawValue < candidate.rawValue else { continue }
                // Helpers that name a screen leak it; they are not screens for that.
                if role[unit] == .helpers, target == .feature || target == .ui { continue }
                cost += uses
            }
            for (from, uses) in incoming(unit) { if let source = slot[from], source.rawValue > candidate.rawValue { cost += uses } }
            return cost
        }
        // Only content makes a flow: placing by the graph alone never puts a part above the screens.
        let movable = Slot.allCases.filter { $0 != .app && $0 != .shared && $0 != .flow }
        // Units no content names, placed in passes so each sees the others' places.
        let unplaced = units.indices.filter { slot[$0] == nil }
        for _ in 0..<3 {
            for unit in unplaced {
                let costs = movable.map { ($0, cost(of: unit, at: $0)) }
                let least = costs.map(\.1).min() ?? 0
                // Among equally good places, the lowest for a unit used more than it uses (it is shared) or holding helpers
                // (used without being named), else the highest.
                let best = costs.filter { $0.1 == least }.map(\.0)
                let usedMore = role[unit] == .helpers || incoming(unit).values.reduce(0, +) >= outgoing(unit).values.reduce(0, +)
                slot[unit] = (usedMore ? best.last : best.first) ?? .values
                if role[unit] == nil || role[unit] == .helpers {
                    decidedBy[unit] = role[unit] == .helpers ? "content (helpers that use other parts), placed by the graph" : "graph"
                }
            }
        }
        // A unit that uses much of what sits above its role's layer is higher than its content says: it moves up where
        // that leaves far fewer uses pointing up, counted both ways (its own uses of what is above, and the uses of it by
        // what would then sit below), as a dependency matrix is ordered to keep uses under its diagonal.
        // Uses of screens from below never move a unit up: a model that names a view is a leak, not a screen.
        func upwardUses(of unit: Int, at candidate: Slot) -> Int {
            let own = outgoing(unit).reduce(0) { total, use in
                guard let target = slot[use.key], target.rawValue < candidate.rawValue, target != .feature, target != .ui else { return total }
                return total + use.value
            }
            return incoming(unit).reduce(own) { total, use in
                guard let source = slot[use.key], source.rawValue > candidate.rawValue else { return total }
                return total + use.value
            }
        }
        // Screens stay where the features' uses put them: a shared view that reaches into a feature is a leak to report.
        for _ in 0..<3 {
            for unit in units.indices where !pinned.contains(unit) && !shared.contains(unit) && !unplaced.contains(unit) && role[unit] != .screens {
                guard let current = slot[unit] else { continue }
                let here = upwardUses(of: unit, at: current)
                let total = outgoing(unit).filter { slot[$0.key] != .feature && slot[$0.key] != .ui }.values.reduce(0, +)
                guard here >= 5, Double(here) >= 0.2 * Double(total) else { continue }
                let higher = movable.filter { $0.rawValue < current.rawValue }
                guard let best = higher.last(where: { upwardUses(of: unit, at: $0) * 2 < here }) else { continue }
                slot[unit] = best
                if !decidedBy[unit].hasSuffix("; moved up by the graph, as it uses much of what is above its role's layer") {
                    decidedBy[unit] += "; moved up by the graph, as it uses much of what is above its role's layer"
                }
            }
        }
        // A module sits at or above every module it imports: its manifest says it is built on them. A library of screens
        // (a theme, a design system) that code below imports goes down beside its importer, as everything it uses sits
        // there too; any other module moves its importer up beside it.
        var moduleOfName: [String: Int] = [:]
        for unit in units.indices where units[unit].kind == .module {
            for file in units[unit].files.prefix(1) {
                for target in model.targets(ofFileAt: file) { moduleOfName[model.projects.index.targets[target].description.moduleName] = unit }
            }
        }
        changed = true
        var rounds = 0
        while changed && rounds < count {
            changed = false
            rounds += 1
            for unit in units.indices where units[unit].kind == .module && !pinned.contains(unit) {
                guard let current = slot[unit] else { continue }
                let imported = Set(units[unit].files.flatMap { file in model.files[file].imports.map { model.files[file][$0.module] } })
                for other in imported.compactMap({ moduleOfName[$0] }).sorted() where other != unit && !pinned.contains(other) {
                    guard let target = slot[other], target.rawValue < current.rawValue else { continue }
                    let otherImports = Set(units[other].files.flatMap { file in model.files[file].imports.map { model.files[file][$0.module] } })
                    let usesAbove = otherImports.compactMap { moduleOfName[$0] }.filter { $0 != other }
                        .contains { slot[$0].map { $0.rawValue < current.rawValue } ?? false }
                    if (target == .feature || target == .ui) && !usesAbove {
                        slot[other] = current
                        if shared.contains(other) == false { decidedBy[other] += "; moved down beside a module below that imports it" }
                    } else if role[unit] != .screens || target == .feature || target == .ui {
                        slot[unit] = target
                        decidedBy[unit] += "; moved up beside the module it imports"
                    } else {
                        continue
                    }
                    changed = true
                    break
                }
            }
        }
        // Strongly connected groups across layers: merged when many uses point up inside them, kept apart when few.
        var cycles: [Cycle] = []
        let nodes = units.indices.filter { !pinned.contains($0) && !shared.contains($0) }
        for group in Self.stronglyConnected(nodes, edges: { outgoing($0).keys.filter { nodes.contains($0) } }) where group.count > 1 {
            let slots = Set(group.compactMap { slot[$0]?.rawValue })
            guard slots.count > 1 else { continue }
            var upward = 0, total = 0
            for from in group {
                for to in group where to != from {
                    let uses = weight(from, to)
                    total += uses
                    if let a = slot[from], let b = slot[to], b.rawValue < a.rawValue { upward += uses }
                }
            }
            // Into the layer most of its files are in, when merged.
            var files: [Slot: Int] = [:]
            for unit in group { if let place = slot[unit] { files[place, default: 0] += units[unit].files.count } }
            let target = files.max { ($0.value, -$0.key.rawValue) < ($1.value, -$1.key.rawValue) }?.key ?? .values
            // Merged when that leaves fewer findings (the uses against the order inside, and the cycle, against the uses
            // of the merged layer from below and of what is above by it), and the uses against the order are a fifth or
            // more of the group's: a few against many are what a reader calls leaks.
            let members = Set(group)
            var madeByMerging = 0
            for unit in group {
                for (to, uses) in outgoing(unit) where !members.contains(to) {
                    // Newly against the order: above the merged layer, not above the unit's own.
                    if let place = slot[to], place.rawValue < target.rawValue, place.rawValue >= (slot[unit]?.rawValue ?? 0) { madeByMerging += uses }
                }
                for (from, uses) in incoming(unit) where !members.contains(from) {
                    if let place = slot[from], place.rawValue > target.rawValue, place.rawValue <= (slot[unit]?.rawValue ?? 0) { madeByMerging += uses }
                }
            }
            let merge = upward > 5 && upward * 5 >= total && madeByMerging < upward + 1
            if merge {
                for unit in group where slot[unit] != target {
                    slot[unit] = target
                    decidedBy[unit] += "; merged with the parts it reaches and that reach it"
                }
            }
            cycles.append(Cycle(units: group.sorted(), upward: upward, total: total, merged: merge))
        }
        // The layers, named from the app's own words where its units agree with the role.
        var layers: [Layer] = []
        var layerOfUnit = [Int](repeating: 0, count: count)
        for candidate in Slot.allCases {
            let members = units.indices.filter { slot[$0] == candidate }
            guard !members.isEmpty else { continue }
            let layerRole: UnitRole
            let name: String
            let why: String
            switch candidate {
            case .app:
                layerRole = .app
                name = "App"
                why = "the app's entry point, its extensions and what composes the rest: nothing may use it"
            case .flow:
                layerRole = .presentation
                name = Self.label(members, of: units, default: "Coordinators", matching: [])
                why = "coordinators and routers: they build and show the screens below"
            case .feature:
                layerRole = .screens
                // Screens no feature is among (a design system the app's own code uses) are labelled as the UI they are.
                let viewNamed = members.filter { unit in
                    let last = units[unit].name.split(separator: "/").last.map(String.init) ?? units[unit].name
                    return LayerRole(folderName: last) == .view || AdoptionPlanner.layer(ofTargetNamed: last) == "View"
                }
                let fallback = viewNamed.count * 2 > members.count && !members.contains { units[$0].name.hasSuffix("Feature") } ? "UI" : "Features"
                name = Self.label(members, of: units, default: fallback, matching: [.feature])
                why = "screens that only the app (and other features) use"
            case .ui:
                layerRole = .screens
                name = Self.label(members, of: units, default: "UI", matching: [.view])
                why = "screens and views the features share"
            case .presentation:
                layerRole = .presentation
                name = Self.label(members, of: units, default: "Presentation", matching: [.viewModel])
                why = "the state and logic behind the screens"
            case .data:
                layerRole = .data
                name = Self.label(members, of: units, default: "Data", matching: [.data, .useCase])
                why = "data access: clients, repositories, services, persistence"
            case .values:
                layerRole = .values
                name = Self.label(members, of: units, default: "Models", matching: [.entity])
                why = "values the layers above pass around"
            case .shared:
                layerRole = .helpers
                name = Self.label(members, of: units, default: "Shared", matching: [.utility])
                why = "what every layer may use: used by several, it uses none"
            }
            for unit in members { layerOfUnit[unit] = layers.count }
            layers.append(Layer(name: name, role: layerRole, units: members, why: why))
        }
        // Names stay apart, whatever their case or number.
        var taken: Set<String> = []
        for index in layers.indices {
            var name = layers[index].name
            var suffix = 2
            while taken.contains(Self.singular(name).lowercased()) {
                name = layers[index].name + "\(suffix)"
                suffix += 1
            }
            taken.insert(Self.singular(name).lowercased())
            layers[index].name = name
        }
        let placedApart = placeFilesApart(layers: layers, layerOfUnit: layerOfUnit)
        return Result(layers: layers, cycles: cycles, layerOfUnit: layerOfUnit, decisions: units.indices.map { (role[$0] ?? .values, decidedBy[$0]) },
                      contents: contents, placedApart: placedApart)
    }

    /// The files of an app folder that its folder's layer makes outliers: a file whose uses and users point across the
    /// order where its folder sits, and would not in another layer (a theme kept among the managers, an editor's split
    /// state kept with the shared views, a settings value the shared views show, kept with the settings screens). It
    /// goes where far fewer of them point across: a folder mixes roles, a file has one. A module is never split (its
    /// manifest builds it whole); a screen stays among the screens, and only a file that draws with a UI framework goes
    /// among them.
    func placeFilesApart(layers: [Layer], layerOfUnit: [Int]) -> [PlacedFile] {
        let units = graph.units
        var layerOfFile: [Int: Int] = [:]
        for (file, unit) in graph.unitOfFile { layerOfFile[file] = layerOfUnit[unit] }
        let usersOfFile = graph.fileUsers
        let appLayers = Set(layers.indices.filter { layers[$0].role == .app })
        // Findings a file makes or meets at `layer`: its uses of the layers above it, the uses of it from below. Uses of
        // the app are findings anywhere, and the app may use everything: neither depends on the place.
        func crossings(_ file: Int, at layer: Int) -> Int {
            var count = 0
            for used in graph.fileReferences[file] ?? [] where used != file {
                guard let target = layerOfFile[used], !appLayers.contains(target) else { continue }
                if target < layer { count += 1 }
            }
            for user in usersOfFile[file] ?? [] {
                guard let source = layerOfFile[user], !appLayers.contains(source) else { continue }
                if source > layer { count += 1 }
            }
            return count
        }
        let candidates = units.indices.filter { (units[$0].kind == .folder || units[$0].kind == .rootFiles) && !appLayers.contains(layerOfUnit[$0]) }
            .flatMap { units[$0].files }
            .sorted { model.files[$0].path < model.files[$1].path }
        var placed: [Int: PlacedFile] = [:]
        for _ in 0..<2 {
            for file in candidates {
                guard let home = layerOfFile[file] else { continue }
                let here = crossings(file, at: home)
                guard here >= 1 else { continue }
                let content = UnitContent(files: [file], in: model)
                let draws = content.uiFiles >= 1
                let options = layers.indices.filter { layer in
                    guard layer != home, !appLayers.contains(layer) else { return false }
                    // A screen stays among the screens, and only what draws goes there.
                    return layers[layer].role == .screens ? draws : content.screens == 0
                }
                let costs = options.map { ($0, crossings(file, at: $0)) }
                // Among equally good places, the layer of the file's own kind (values among the values), then the nearest.
                let kind = content.role
                func rank(_ option: (Int, Int)) -> (Int, Int, Int) { (option.1, layers[option.0].role == kind ? 0 : 1, abs(option.0 - home)) }
                guard let best = costs.min(by: { rank($0) < rank($1) }),
                      best.1 * 2 <= here, best.1 == 0 || here - best.1 >= 3 else { continue }
                // A file that reaches up once or twice leaks; only one that mostly works with what is above belongs there.
                let outside = (graph.fileReferences[file] ?? []).filter { graph.unitOfFile[$0] != graph.unitOfFile[file] && layerOfFile[$0] != nil }
                let reachingUp = outside.filter { layerOfFile[$0].map { $0 < home && !appLayers.contains($0) } ?? false }.count
                // A file the code below uses is lower than its folder, unless it is data access, which models leak into.
                let usersBelow = Set((usersOfFile[file] ?? []).filter { (layerOfFile[$0] ?? 0) > home })
                // Plain values that reach up (a model querying the store) leak whatever they reach; a struct that draws with a
                // UI framework (an alert builder) is a UI helper, not a value.
                let plainValues = content.types >= 1 && content.values == content.types && !draws
                // Data access goes down only among data access, where the screens and state that use it expect it.
                let ownKindBelow = content.role == .data && layers[best.0].role == .data
                let fits = best.0 < home ? reachingUp >= 3 && reachingUp * 2 >= outside.count && !plainValues
                    : !usersBelow.isEmpty && (ownKindBelow || content.data == 0 && best.1 == 0)
                guard fits else { continue }
                let before = placed[file]?.findingsBefore ?? here
                layerOfFile[file] = best.0
                placed[file] = PlacedFile(file: file, path: model.files[file].path, layer: best.0, findingsBefore: before, findingsAfter: best.1)
            }
        }
        return placed.values.filter { $0.layer != layerOfUnit[graph.unitOfFile[$0.file] ?? 0] }
            .sorted { model.files[$0.file].path < model.files[$1.file].path }
    }

    /// A name without a plural `s` (`Models` → `Model`), so `Model` and `Models` are one name.
    static func singular(_ name: String) -> String {
        name.count > 1 && name.hasSuffix("s") && !name.hasSuffix("ss") ? String(name.dropLast()) : name
    }

    /// The role a unit's name says, in the vocabulary teams use, if any.
    static func role(ofName name: String) -> UnitRole? {
        let last = name.split(separator: "/").last.map(String.init) ?? name
        if let folder = LayerRole(folderName: last) {
            switch folder {
            case .app: return .app
            case .feature, .view: return .screens
            case .viewModel: return .presentation
            case .data, .useCase: return .data
            case .entity: return .values
            case .utility: return .helpers
            }
        }
        return AdoptionPlanner.layer(ofTargetNamed: last).flatMap { layer in
            ["Domain": .values, "Infrastructure": .data, "View": .screens, "Presentation": .presentation][layer]
        }
    }

    /// A layer's name: the word most of its units' names use for its role (`Services` when its
    /// folders say so), else `fallback`.
    static func label(_ members: [Int], of units: [AdoptionUnit], default fallback: String, matching roles: Set<LayerRole>) -> String {
        var votes: [String: Int] = [:]
        for unit in members {
            let last = units[unit].name.split(separator: "/").last.map(String.init) ?? units[unit].name
            guard let role = LayerRole(folderName: last), roles.contains(role) else { continue }
            let word = AdoptionPlanner.layerName(last)
            votes[word.prefix(1).uppercased() + word.dropFirst(), default: 0] += units[unit].files.count
        }
        // A word names the layer when its parts hold a quarter of the layer's files or more: a small `Database` folder does
        // not rename the services around it.
        let files = members.reduce(0) { $0 + units[$1].files.count }
        guard let best = votes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), best.value * 4 >= files else { return fallback }
        return best.key
    }

    /// The strongly connected groups of `nodes` (Tarjan's algorithm, iteratively).
    static func stronglyConnected(_ nodes: [Int], edges: (Int) -> [Int]) -> [[Int]] {
        var index = 0
        var indices: [Int: Int] = [:], lowLinks: [Int: Int] = [:], onStack: Set<Int> = []
        var stack: [Int] = []
        var groups: [[Int]] = []
        for start in nodes where indices[start] == nil {
            var work: [(node: Int, children: [Int], next: Int)] = [(start, edges(start).sorted(), 0)]
            indices[start] = index
            lowLinks[start] = index
            index += 1
            stack.append(start)
            onStack.insert(start)
            while let top = work.last {
                if top.next < top.children.count {
                    work[work.count - 1].next += 1
                    let child = top.children[top.next]
                    if indices[child] == nil {
                        indices[child] = index
                        lowLinks[child] = index
                        index += 1
                        stack.append(child)
                        onStack.insert(child)
                        work.append((child, edges(child).sorted(), 0))
                    } else if onStack.contains(child) {
                        lowLinks[top.node] = min(lowLinks[top.node] ?? 0, indices[child] ?? 0)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.node { lowLinks[parent] = min(lowLinks[parent] ?? 0, lowLinks[top.node] ?? 0) }
                if lowLinks[top.node] == indices[top.node] {
                    var group: [Int] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        group.append(member)
                        if member == top.node { break }
                    }
                    groups.append(group)
                }
            }
        }
        return groups
    }
}
