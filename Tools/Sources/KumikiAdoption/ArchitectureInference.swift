import KumikiCheck
import KumikiProjects

/// Draws an app's layers from its unit graph, as a dependency matrix is ordered: each part goes where
/// the fewest uses point against the layer order, with what its code is (its role) as a prior, under
/// the constraints a reader keeps:
///
/// - **App on top**, nothing may use it: what the system starts (the entry point, the extensions) and
///   the composition: a part or file only those use that puts other parts together (a root view, a
///   dependency container, a root coordinator or reducer). What the composition creates in turn (the
///   repositories a container builds, the screens a root shows) keeps its own place.
/// - **Roles as priors.** Screens belong among the features or the UI they share, the state behind
///   them in presentation, data access in data, values in values, helpers at the bottom. A part away
///   from its role's layer costs its file count per layer away, against the uses it turns against the
///   order: a 40-file folder of views does not move for a few uses; a part of no clear role goes where
///   the graph puts it.
/// - **The cost** of a place is the uses that point up from it (and into it from above), and, among
///   the features, the uses of one feature by another: features that share a screen make it shared UI.
/// - **Modules** sit at or above the modules they import.
/// - **Layers a person keeps**: none holds fewer than ten files or 3% of the app unless it holds a
///   module; a smaller one joins the neighbour it costs least to join. Files placed apart from their
///   folder by path are the exception: at most 2% of the app and twenty paths.
///
/// The few decisions whose second-best place costs least more are reported, so a reader knows which
/// lines to check.
struct ArchitectureInference: Sendable {
    let graph: UnitGraph
    let model: ProjectModel

    /// The layers a part can be placed in, top to bottom; App is only for what the system starts and the composition.
    enum Slot: Int, CaseIterable, Comparable, Sendable {
        case app, flow, features, ui, presentation, data, values, shared

        static func < (lhs: Slot, rhs: Slot) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The layers, top first, each with its units.
    struct Layer: Sendable {
        var name: String
        var role: UnitRole
        var units: [Int]
        /// Why its units are there, for the configuration's comment.
        var why: String
        /// The slot it fills.
        var slot: Slot
    }

    /// A strongly connected group of units that spans layers: its uses against the order are findings.
    struct Cycle: Sendable {
        var units: [Int]
        /// Uses against the layer order inside the group.
        var upward: Int
        /// Every use inside the group.
        var total: Int
    }

    /// A placement whose next best place costs little more: what a reader should check first.
    struct Uncertain: Sendable {
        var unit: Int
        /// Its layer, by position in ``Result/layers``.
        var layer: Int
        /// The uses against the order its place costs (its role's prior included).
        var cost: Int
        /// The next best layer, by position, and what it would cost.
        var alternative: Int
        var alternativeCost: Int
    }

    /// What inference found.
    struct Result: Sendable {
        var layers: [Layer]
        var cycles: [Cycle]
        /// Each unit's layer, by position in ``layers``.
        var layerOfUnit: [Int]
        /// Each unit's role and what decided its place.
        var decisions: [(role: UnitRole, by: String)]
        /// What each unit's code is.
        var contents: [UnitContent]
        /// Files placed apart from their unit: the composition's, and those whose own uses put them elsewhere.
        var placedApart: [PlacedFile] = []
        /// The placements with the smallest margin, most uncertain first.
        var uncertain: [Uncertain] = []
        /// The share of the app's files, in percent, the App layer holds, when it is more than a reader can leave unchecked.
        var largeApp: Int?
    }

    /// A file of a part placed in another layer than its part's.
    struct PlacedFile: Sendable {
        var file: Int
        var path: String
        /// Its layer, by position in the layers.
        var layer: Int
        /// Its uses across the order where its part is, and where it is placed.
        var findingsBefore: Int
        var findingsAfter: Int
        /// Whether it is the app's composition (only the App uses it, and it puts parts together).
        var isComposition = false
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
        for unit in units.indices {
            if let fromContent = contents[unit].role {
                role[unit] = fromContent
                decidedBy[unit] = "content"
            } else if let fromName = Self.role(ofName: units[unit].name) {
                role[unit] = fromName
                decidedBy[unit] = "name"
            }
        }
        // Subfolders of one layout are parts of one kind: one whose content and name say nothing takes its siblings' role.
        var siblings: [String: [Int]] = [:]
        for unit in units.indices where units[unit].kind == .folder { if let group = units[unit].group { siblings[group, default: []].append(unit) } }
        for members in siblings.values {
            var votes: [UnitRole: Int] = [:]
            for unit in members { if let known = role[unit], decidedBy[unit] == "content" { votes[known, default: 0] += 1 } }
            guard let majority = votes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key else { continue }
            for unit in members where role[unit] == nil {
                role[unit] = majority
                decidedBy[unit] = "its siblings' content (the folders beside it, laid out as it is)"
            }
        }
        var everyIncoming = [[Int: Int]](repeating: [:], count: count)
        for from in units.indices {
            for (to, uses) in graph.edges[from] where to != from { everyIncoming[to][from] = uses }
        }
        // The App: what the system starts, then the composition.
        var pinned = Set(units.indices.filter { units[$0].isPinnedToApp })
        for unit in pinned { decidedBy[unit] = units[unit].kind == .appExtension ? "an app extension (the system starts it)" : "what the system starts" }
        // The composition: what only the types the system starts create, and that puts other parts together (a root
        // view, a dependency container, a root coordinator or reducer). What the composition itself creates is not:
        // the repositories a container builds stay in their layer.
        let entryUnits = pinned
        let compositionParts = AdoptionThresholds.value(.compositionParts)
        // A folder of screens the entry point shows is a feature, however many parts it uses: only a screen file that
        // puts screens together is the root view (below, by path).
        for unit in units.indices where !pinned.contains(unit) && role[unit] != .screens {
            let users = Set(everyIncoming[unit].keys)
            let composed = graph.edges[unit].keys.filter { $0 != unit && !entryUnits.contains($0) }
            guard !users.isEmpty, users.isSubset(of: entryUnits), composed.count >= compositionParts else { continue }
            decidedBy[unit] = "graph: only what the system starts uses it, and it puts \(composed.count) parts together"
            pinned.insert(unit)
        }
        for unit in pinned { role[unit] = .app }
        let free = units.indices.filter { !pinned.contains($0) }
        // The places each role belongs in; the distance from them is what a part away from its role's place costs per file.
        func natural(_ unit: Int) -> [Slot] {
            switch role[unit] {
            // A screen is a feature's until features use it: shared UI is what they use more than it has files.
            case .screens?: return [.features]
            case .presentation?:
                return contents[unit].flows * 2 > contents[unit].presentation && contents[unit].flows >= 1 ? [.flow] : [.presentation]
            case .data?: return [.data]
            case .values?: return [.values]
            case .helpers?: return [.shared]
            case .app?, nil: return []
            }
        }
        let weight = AdoptionThresholds.value(.rolePriorWeight)
        func prior(_ unit: Int, _ slot: Slot) -> Int {
            let places = natural(unit)
            guard let distance = places.map({ abs($0.rawValue - slot.rawValue) }).min() else { return 0 }
            return distance * units[unit].files.count * weight
        }
        var slot = [Slot](repeating: .app, count: count)
        for unit in free { slot[unit] = natural(unit).first ?? .presentation }
        // The cost of `unit` at `candidate`: its role's prior, the uses it makes of what is above, the uses of it from below,
        // and, among the features, the uses between features. Uses of App are findings wherever a part sits; the App's uses
        // of everything are allowed.
        func cost(of unit: Int, at candidate: Slot, in slots: [Slot]) -> Int {
            var total = prior(unit, candidate)
            for (to, uses) in graph.edges[unit] where to != unit && !pinned.contains(to) {
                let target = slots[to]
                if target < candidate || (target == candidate && candidate == .features) { total += uses }
            }
            for (from, uses) in everyIncoming[unit] where !pinned.contains(from) {
                let source = slots[from]
                if candidate < source || (source == candidate && candidate == .features) { total += uses }
            }
            return total
        }
        var allowed = Slot.allCases.filter { $0 != .app }
        func descend() {
            let order = free.sorted { (units[$0].files.count, $1) > (units[$1].files.count, $0) }
            for _ in 0..<50 {
                var moved = false
                for unit in order {
                    let here = cost(of: unit, at: slot[unit], in: slot)
                    // Among equally good places the current one stays; a part is moved only where it costs less.
                    guard let best = allowed.map({ ($0, cost(of: unit, at: $0, in: slot)) }).min(by: { $0.1 < $1.1 }), best.1 < here else { continue }
                    slot[unit] = best.0
                    moved = true
                }
                if !moved { break }
            }
        }
        descend()
        // Modules sit at or above the modules they import: their manifests say they are built on them.
        var moduleOfName: [String: Int] = [:]
        for unit in free where units[unit].kind == .module {
            for file in units[unit].files {
                for target in model.targets(ofFileAt: file) { moduleOfName[model.projects.index.targets[target].description.moduleName] = unit }
            }
        }
        // What each module imports does not change while parts move: read once.
        var importedModules: [Int: [Int]] = [:]
        for unit in free where units[unit].kind == .module {
            importedModules[unit] = Set(units[unit].files.flatMap { file in
                model.files[file].imports.compactMap { moduleOfName[model.files[file][$0.module]] }
            }).subtracting([unit]).sorted()
        }
        func repairModules() {
            for _ in 0..<count {
                var repaired = false
                for unit in free where units[unit].kind == .module {
                    for other in importedModules[unit] ?? [] where slot[other] < slot[unit] {
                        // Either the importer goes up beside what it imports, or that goes down beside it: whichever costs less.
                        let up = cost(of: unit, at: slot[other], in: slot) - cost(of: unit, at: slot[unit], in: slot)
                        let down = cost(of: other, at: slot[unit], in: slot) - cost(of: other, at: slot[other], in: slot)
                        if up <= down { slot[unit] = slot[other] } else { slot[other] = slot[unit] }
                        repaired = true
                    }
                }
                if !repaired { return }
            }
            // Pair by pair, moving an imported module down can break its own imports, and the moves can go round
            // in a circle; what is left is settled by lifting each importer to the highest of what it imports,
            // which only ever lifts, so it ends.
            var lifted = true
            while lifted {
                lifted = false
                for unit in free where units[unit].kind == .module {
                    guard let highest = (importedModules[unit] ?? []).map({ slot[$0] }).min(), highest < slot[unit] else { continue }
                    slot[unit] = highest
                    lifted = true
                }
            }
        }
        repairModules()
        // Layers a person keeps: one of a handful of files (no module) joins the neighbour it costs least to join.
        let totalFiles = units.reduce(0) { $0 + $1.files.count }
        let minimum = max(AdoptionThresholds.value(.minimumLayerFiles),
                          (totalFiles * AdoptionThresholds.value(.minimumLayerPercent) + 99) / 100)
        for _ in 0..<Slot.allCases.count {
            var files: [Slot: Int] = [:]
            var holdsModule: Set<Slot> = []
            for unit in free {
                files[slot[unit], default: 0] += units[unit].files.count
                if units[unit].kind == .module { holdsModule.insert(slot[unit]) }
            }
            let used = allowed.filter { files[$0] != nil }
            guard let smallest = used.filter({ !holdsModule.contains($0) && (files[$0] ?? 0) < minimum })
                .min(by: { (files[$0] ?? 0, $0.rawValue) < (files[$1] ?? 0, $1.rawValue) }), used.count > 1
            else { break }
            let position = used.firstIndex(of: smallest) ?? 0
            let neighbours = [position > 0 ? used[position - 1] : nil, position + 1 < used.count ? used[position + 1] : nil].compactMap { $0 }
            let members = free.filter { slot[$0] == smallest }
            func delta(_ target: Slot) -> Int {
                var moved = slot
                for unit in members { moved[unit] = target }
                return members.reduce(0) { $0 + cost(of: $1, at: target, in: moved) - cost(of: $1, at: smallest, in: slot) }
            }
            guard let target = neighbours.min(by: { (delta($0), $0.rawValue) < (delta($1), $1.rawValue) }) else { break }
            for unit in members { slot[unit] = target }
            allowed.removeAll { $0 == smallest }
            descend()
            repairModules()
        }
        // The layers, named from the app's own words where its units agree with the role.
        var layers: [Layer] = []
        var layerOfUnit = [Int](repeating: 0, count: count)
        for candidate in Slot.allCases {
            let members = units.indices.filter { pinned.contains($0) ? candidate == .app : slot[$0] == candidate }
            guard !members.isEmpty else { continue }
            let flowFiles = members.filter { natural($0) == [.flow] }.reduce(0) { $0 + units[$1].files.count }
            let (name, layerRole, why) = Self.describe(
                candidate, members: members, units: units, sharedUIExists: units.indices.contains { !pinned.contains($0) && slot[$0] == .ui },
                mostlyCoordinators: flowFiles * 2 >= members.reduce(0) { $0 + units[$1].files.count })
            for unit in members { layerOfUnit[unit] = layers.count }
            layers.append(Layer(name: name, role: layerRole, units: members, why: why, slot: candidate))
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
        // What decided each free part's place, and the margin to the next best layer.
        var uncertain: [Uncertain] = []
        let layerSlots = layers.map(\.slot)
        for unit in free {
            let here = cost(of: unit, at: slot[unit], in: slot)
            let others = layerSlots.filter { $0 != .app && $0 != slot[unit] }.map { ($0, cost(of: unit, at: $0, in: slot)) }
            if let next = others.min(by: { $0.1 < $1.1 }), let alternative = layerSlots.firstIndex(of: next.0) {
                uncertain.append(Uncertain(unit: unit, layer: layerOfUnit[unit], cost: here, alternative: alternative, alternativeCost: next.1))
            }
            let roleSaid = decidedBy[unit]
            decidedBy[unit] = "\(roleSaid == "graph" ? "no role from content or name" : roleSaid + " role"); placed where \(here) use\(here == 1 ? "" : "s") cross the order"
        }
        // A part no place costs anything says nothing to check.
        uncertain.removeAll { $0.cost == 0 && $0.alternativeCost == 0 }
        uncertain.sort { ($0.alternativeCost - $0.cost, -units[$0.unit].files.count) < ($1.alternativeCost - $1.cost, -units[$1.unit].files.count) }
        let placedApart = placeFilesApart(layers: layers, layerOfUnit: layerOfUnit, pinned: pinned, role: role)
        // Strongly connected groups across layers, reported: their uses against the order are findings.
        var cycles: [Cycle] = []
        for group in Self.stronglyConnected(free, edges: { unit in graph.edges[unit].keys.filter { $0 != unit && !pinned.contains($0) } })
        where group.count > 1 && Set(group.map { slot[$0] }).count > 1 {
            var upward = 0, total = 0
            for from in group {
                for to in group where to != from {
                    let uses = graph.edges[from][to] ?? 0
                    total += uses
                    if slot[to] < slot[from] { upward += uses }
                }
            }
            cycles.append(Cycle(units: group.sorted(), upward: upward, total: total))
        }
        // An App that holds much of the app leaves it unchecked: said, not kept quiet.
        let appFiles = pinned.reduce(0) { $0 + units[$1].files.count } + placedApart.filter { layers[$0.layer].slot == .app }.count
        let share = totalFiles == 0 ? 0 : appFiles * 100 / totalFiles
        return Result(
            layers: layers, cycles: cycles, layerOfUnit: layerOfUnit, decisions: units.indices.map { (role[$0] ?? .values, decidedBy[$0]) },
            contents: contents, placedApart: placedApart, uncertain: Array(uncertain.prefix(5)),
            largeApp: share > AdoptionThresholds.value(.largeAppPercent) ? share : nil)
    }

    /// The name, role and reason of the layer filling `slot` with `members`, in the app's own words where its units agree.
    static func describe(
        _ slot: Slot, members: [Int], units: [AdoptionUnit], sharedUIExists: Bool, mostlyCoordinators: Bool
    ) -> (String, UnitRole, String) {
        switch slot {
        case .app:
            return ("App", .app, "what the system starts (the entry point, the extensions) and the composition that puts the rest together: nothing may use it")
        case .flow:
            // The layer above the features holds what puts them together: coordinators and routers, or screens that
            // show other features (a tab bar, a hub), named for whichever holds most of its files.
            return mostlyCoordinators
                ? ("Coordinators", .presentation, "coordinators and routers: they build and show the screens below")
                : ("Containers", .screens, "screens and coordinators that put other features together: they show the features below")
        case .features:
            // Screens no feature is among (a design system the app's own code uses) are labelled as the UI they are.
            let viewNamed = members.filter { unit in
                let last = units[unit].name.split(separator: "/").last.map(String.init) ?? units[unit].name
                return LayerRole(folderName: last) == .view || AdoptionPlanner.layer(ofTargetNamed: last) == "View"
            }
            let fallback = !sharedUIExists && viewNamed.count * 2 > members.count && !members.contains { units[$0].name.hasSuffix("Feature") }
                ? "UI" : "Features"
            return (label(members, of: units, default: fallback, matching: [.feature]), .screens, "screens no other feature uses")
        case .ui:
            return (label(members, of: units, default: "UI", matching: [.view]), .screens, "screens and views the features share")
        case .presentation:
            return (label(members, of: units, default: "Presentation", matching: [.viewModel]), .presentation, "the state and logic behind the screens")
        case .data:
            return (label(members, of: units, default: "Data", matching: [.data, .useCase]), .data, "data access: clients, repositories, services, persistence")
        case .values:
            return (label(members, of: units, default: "Models", matching: [.entity]), .values, "values the layers above pass around")
        case .shared:
            return (label(members, of: units, default: "Shared", matching: [.utility]), .helpers, "helpers every layer may use; it uses none")
        }
    }

    /// The files placed apart from their parts, within the cap a reader keeps (2% of the app, twenty paths): first the
    /// composition kept in folders of other roles (a file only the App uses that puts parts together), then the files
    /// whose own uses and users cross the order at home and would mostly not elsewhere, the largest gains first. A
    /// module is never split (its manifest builds it whole); a screen stays among the screens, and only a file that
    /// draws goes among them.
    func placeFilesApart(layers: [Layer], layerOfUnit: [Int], pinned: Set<Int>, role: [UnitRole?]) -> [PlacedFile] {
        let units = graph.units
        let totalFiles = units.reduce(0) { $0 + $1.files.count }
        // The entry point's files are named one by one too (wherever their folders are), and count against the cap.
        let entryPointFiles = units.filter { $0.kind == .entryPoint }.reduce(0) { $0 + $1.files.count }
        let cap = min(AdoptionThresholds.value(.placedApartPaths), totalFiles * AdoptionThresholds.value(.placedApartPercent) / 100) - entryPointFiles
        guard cap > 0, let appLayer = layers.firstIndex(where: { $0.slot == .app }) else { return [] }
        var layerOfFile: [Int: Int] = [:]
        for (file, unit) in graph.unitOfFile { layerOfFile[file] = layerOfUnit[unit] }
        let candidates = units.indices.filter { unit in
            (units[unit].kind == .folder || units[unit].kind == .rootFiles || units[unit].kind == .nameGroup) && !pinned.contains(unit)
        }.flatMap { units[$0].files }.sorted { model.files[$0].path < model.files[$1].path }
        var placed: [PlacedFile] = []
        // The composition kept among other code: only the files the system starts use it, and it puts several parts together.
        let compositionParts = AdoptionThresholds.value(.compositionParts)
        let entryUnits = Set(units.indices.filter { units[$0].isPinnedToApp })
        let started = Set(entryUnits.flatMap { units[$0].files })
        for file in candidates where placed.count < cap {
            let users = Set(graph.fileUsers[file] ?? []).subtracting([file])
            guard !users.isEmpty, users.isSubset(of: started), let current = layerOfFile[file] else { continue }
            let home = graph.unitOfFile[file]
            let used = (graph.fileReferences[file] ?? []).filter { graph.unitOfFile[$0] != home }
            var composed = Set(used.compactMap { graph.unitOfFile[$0] }.filter { !entryUnits.contains($0) })
            // A screen is the root view only when it puts other screens together (a tab or split view of features).
            if UnitContent(files: [file], in: model).screens > 0 {
                composed = Set(used.filter { UnitContent(files: [$0], in: model).screens > 0 }.compactMap { graph.unitOfFile[$0] })
            }
            guard composed.count >= compositionParts else { continue }
            placed.append(PlacedFile(
                file: file, path: model.files[file].path, layer: appLayer, findingsBefore: crossings(file, at: current, layerOfFile, layers),
                findingsAfter: 0, isComposition: true))
            layerOfFile[file] = appLayer
        }
        // The files their folder's layer makes outliers, by how many uses across the order their move saves.
        var moves: [(file: Int, layer: Int, before: Int, after: Int)] = []
        for file in candidates where layerOfFile[file] != appLayer {
            guard let home = layerOfFile[file] else { continue }
            let here = crossings(file, at: home, layerOfFile, layers)
            guard here >= 2 else { continue }
            let content = UnitContent(files: [file], in: model)
            let draws = content.uiFiles >= 1
            let options = layers.indices.filter { layer in
                guard layer != home, layer != appLayer else { return false }
                return layers[layer].role == .screens ? draws : content.screens == 0
            }
            func rank(_ option: (Int, Int)) -> (Int, Int, Int) {
                (option.1, layers[option.0].role == content.role ? 0 : 1, abs(option.0 - home))
            }
            guard let best = options.map({ ($0, crossings(file, at: $0, layerOfFile, layers)) }).min(by: { rank($0) < rank($1) }),
                  best.1 * 2 <= here, here - best.1 >= 2
            else { continue }
            // Plain values that reach up (a model querying the store) leak whatever they reach; data access goes down
            // only among data access.
            let plainValues = content.types >= 1 && content.values == content.types && !draws
            if best.0 < home && plainValues { continue }
            if best.0 > home, content.data > 0, layers[best.0].role != .data { continue }
            moves.append((file, best.0, here, best.1))
        }
        for move in moves.sorted(by: { ($0.before - $0.after, $1.file) > ($1.before - $1.after, $0.file) }).prefix(max(0, cap - placed.count)) {
            placed.append(PlacedFile(file: move.file, path: model.files[move.file].path, layer: move.layer, findingsBefore: move.before, findingsAfter: move.after))
        }
        return placed.sorted { $0.path < $1.path }
    }

    /// The uses across the order `file` makes or meets at `layer`: its uses of layers above, the uses of it from
    /// below. Uses of the App are findings anywhere, and the App may use everything: neither depends on the place.
    private func crossings(_ file: Int, at layer: Int, _ layerOfFile: [Int: Int], _ layers: [Layer]) -> Int {
        var count = 0
        for used in graph.fileReferences[file] ?? [] where used != file {
            guard let target = layerOfFile[used], layers[target].slot != .app else { continue }
            if target < layer { count += 1 }
        }
        for user in graph.fileUsers[file] ?? [] {
            guard let source = layerOfFile[user], layers[source].slot != .app else { continue }
            if source > layer { count += 1 }
        }
        return count
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
            case .app: return nil
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
        for unit in members where units[unit].kind != .nameGroup {
            let last = units[unit].name.split(separator: "/").last.map(String.init) ?? units[unit].name
            guard let role = LayerRole(folderName: last), roles.contains(role) else { continue }
            let word = AdoptionPlanner.layerName(last)
            votes[word.prefix(1).uppercased() + word.dropFirst(), default: 0] += units[unit].files.count
        }
        // A word names the layer when its parts hold most of the layer's files: a small `Database` folder does not
        // rename the services around it.
        let files = members.reduce(0) { $0 + units[$1].files.count }
        guard let best = votes.max(by: { ($0.value, $1.key) < ($1.value, $0.key) }), best.value * 2 > files else { return fallback }
        return best.key
    }

    /// The strongly connected groups of `nodes` (Tarjan's algorithm, iteratively).
    static func stronglyConnected(_ nodes: [Int], edges: (Int) -> [Int]) -> [[Int]] {
        var index = 0
        var indices: [Int: Int] = [:], lowLinks: [Int: Int] = [:], onStack: Set<Int> = []
        var stack: [Int] = []
        var groups: [[Int]] = []
        let members = Set(nodes)
        for start in nodes where indices[start] == nil {
            var work: [(node: Int, children: [Int], next: Int)] = [(start, edges(start).filter(members.contains).sorted(), 0)]
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
                        work.append((child, edges(child).filter(members.contains).sorted(), 0))
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
