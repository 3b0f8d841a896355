/// Reads the old-style property list of an Xcode `project.pbxproj` into the one table
/// `XcodeProjects` needs: each object of `objects` (`ID = { isa = PBXGroup; children = (...); };`)
/// as its flat fields, a string or a list of strings. Nested dictionaries are skipped, but for a
/// build configuration's `buildSettings`, whose SDK fields join the configuration's. One forward
/// pass over the bytes with an explicit nesting count (only `buildSettings` is entered, one level
/// deep), so a project file nested without end or cut short ends in nil, never a crash.
struct ProjectFileParser {
    enum Field: Equatable {
        case string(String)
        case list([String])

        var string: String? { if case let .string(value) = self { return value } else { return nil } }
        var list: [String]? { if case let .list(values) = self { return values } else { return nil } }
    }

    /// What the file holds: its objects by id, and the id of the root `PBXProject`.
    struct Contents {
        var objects: [String: Object] = [:]
        var rootObject: String?
    }

    /// The fields `XcodeProjects` reads; the others are skipped without making strings. Those of
    /// the group tree (which files a project names), then those that say which targets compile a
    /// file, for which platforms (`platformKeys`).
    enum Key: String, CaseIterable {
        case isa, children, path, sourceTree, mainGroup, projectDirPath
        case targets, buildPhases, files, fileRef, fileSystemSynchronizedGroups, buildConfigurationList, buildConfigurations
        case sdkRoot = "SDKROOT", supportedPlatforms = "SUPPORTED_PLATFORMS"

        static let platformKeys: Set<Key> = [
            .targets, .buildPhases, .files, .fileRef, .fileSystemSynchronizedGroups, .buildConfigurationList, .buildConfigurations,
            .sdkRoot, .supportedPlatforms,
        ]
    }

    /// One object's kept fields, each in a property of its own: a project of thousands of objects
    /// makes no dictionary (nor any other allocation) per object. A field holds the kind of value
    /// `XcodeProjects` reads from it (a string, or a list of strings); a value of the other kind is
    /// dropped, as a reader of that field would ignore it.
    struct Object: Equatable {
        private var isa, path, sourceTree, mainGroup, projectDirPath, fileRef, buildConfigurationList, sdkRoot,
                    supportedPlatforms: String?
        private var children, targets, buildPhases, files, fileSystemSynchronizedGroups, buildConfigurations: [String]?

        init() {}

        subscript(key: Key) -> Field? {
            get {
                switch key {
                case .isa: return isa.map(Field.string)
                case .path: return path.map(Field.string)
                case .sourceTree: return sourceTree.map(Field.string)
                case .mainGroup: return mainGroup.map(Field.string)
                case .projectDirPath: return projectDirPath.map(Field.string)
                case .fileRef: return fileRef.map(Field.string)
                case .buildConfigurationList: return buildConfigurationList.map(Field.string)
                case .sdkRoot: return sdkRoot.map(Field.string)
                case .supportedPlatforms: return supportedPlatforms.map(Field.string)
                case .children: return children.map(Field.list)
                case .targets: return targets.map(Field.list)
                case .buildPhases: return buildPhases.map(Field.list)
                case .files: return files.map(Field.list)
                case .fileSystemSynchronizedGroups: return fileSystemSynchronizedGroups.map(Field.list)
                case .buildConfigurations: return buildConfigurations.map(Field.list)
                }
            }
            set {
                let string = newValue?.string, list = newValue?.list
                switch key {
                case .isa: isa = string
                case .path: path = string
                case .sourceTree: sourceTree = string
                case .mainGroup: mainGroup = string
                case .projectDirPath: projectDirPath = string
                case .fileRef: fileRef = string
                case .buildConfigurationList: buildConfigurationList = string
                case .sdkRoot: sdkRoot = string
                case .supportedPlatforms: supportedPlatforms = string
                case .children: children = list
                case .targets: targets = list
                case .buildPhases: buildPhases = list
                case .files: files = list
                case .fileSystemSynchronizedGroups: fileSystemSynchronizedGroups = list
                case .buildConfigurations: buildConfigurations = list
                }
            }
        }

        /// Takes the fields `other` has and this one lacks.
        mutating func fill(from other: Object) {
            for key in Key.allCases where self[key] == nil { self[key] = other[key] }
        }
    }

    /// The file's bytes, valid for the parse (`parse(_:readingPlatforms:)`): read through a
    /// buffer pointer, as every byte is, without an array's checks.
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0
    /// The kept keys' names as bytes, each with its key.
    private let keptKeys: [(bytes: [UInt8], key: Key)]

    private init(_ bytes: UnsafeBufferPointer<UInt8>, readingPlatforms: Bool) {
        self.bytes = bytes
        keptKeys = Key.allCases.filter { readingPlatforms || !Key.platformKeys.contains($0) }.map { (Array($0.rawValue.utf8), $0) }
    }

    /// The objects of a project file; with `readingPlatforms`, also which targets compile which
    /// files for which SDK (thousands more strings in a large project, so only when asked).
    static func parse(_ bytes: [UInt8], readingPlatforms: Bool = true) -> Contents? {
        bytes.withUnsafeBufferPointer { buffer in
            var parser = ProjectFileParser(buffer, readingPlatforms: readingPlatforms)
            return parser.contents()
        }
    }

    /// A word is kept as its place in the bytes (quoted: without its quotes, `escaped` when it
    /// holds a backslash): most are skipped, and a `String` is made only for what is kept.
    private enum Token: Equatable {
        case open, close, openList, closeList, equals, semicolon, comma
        case word(Range<Int>, escaped: Bool)
    }

    /// The one nested dictionary read: a build configuration's settings, whose kept fields
    /// (`SDKROOT`, `SUPPORTED_PLATFORMS`) join the configuration's own.
    static let buildSettings = Array("buildSettings".utf8)

    private func text(_ range: Range<Int>, escaped: Bool) -> String {
        guard escaped else { return String(decoding: bytes[range], as: UTF8.self) }
        var value: [UInt8] = []
        var index = range.lowerBound
        while index < range.upperBound {
            var byte = bytes[index]
            if byte == UInt8(ascii: "\\"), index + 1 < range.upperBound {
                index += 1
                switch bytes[index] {
                case UInt8(ascii: "n"): byte = UInt8(ascii: "\n")
                case UInt8(ascii: "t"): byte = UInt8(ascii: "\t")
                default: byte = bytes[index]
                }
            }
            value.append(byte)
            index += 1
        }
        return String(decoding: value, as: UTF8.self)
    }

    private func keptKey(_ range: Range<Int>) -> Key? {
        keptKeys.first { $0.bytes.count == range.count && bytes[range].elementsEqual($0.bytes) }?.key
    }

    /// The top-level dictionary: `rootObject = ID;` and `objects = { ID = { ... }; ... };`; any
    /// other key's value is skipped.
    private mutating func contents() -> Contents? {
        guard next() == .open else { return nil }
        var result = Contents()
        while true {
            switch next() {
            case .close?: return result
            case let .word(range, escaped)?:
                guard next() == .equals else { return nil }
                let key = text(range, escaped: escaped)
                if key == "objects" {
                    guard next() == .open, let objects = objectTable() else { return nil }
                    result.objects = objects
                } else if key == "rootObject" {
                    guard case let .word(id, escapedID)? = next() else { return nil }
                    result.rootObject = text(id, escaped: escapedID)
                } else {
                    guard skipValue() else { return nil }
                }
                guard next() == .semicolon else { return nil }
            default: return nil
            }
        }
    }

    /// `ID = { field = value; ... };` entries up to the closing brace.
    private mutating func objectTable() -> [String: Object]? {
        var objects: [String: Object] = [:]
        // About one object per 250 bytes in Xcode's files: growing the table by doubling would
        // move every object again each time (half of that is reserved, so the table is not
        // oversized where objects are larger: it grows once at most).
        objects.reserveCapacity(bytes.count / 512)
        while true {
            switch next() {
            case .close?: return objects
            case let .word(id, escaped)?:
                guard next() == .equals, next() == .open, let fields = fieldTable() else { return nil }
                objects[text(id, escaped: escaped)] = fields
                guard next() == .semicolon else { return nil }
            default: return nil
            }
        }
    }

    /// One object's fields: strings and lists of strings are kept, dictionaries skipped but for
    /// `buildSettings` (read one level deep, `nested` false inside it).
    private mutating func fieldTable(nested: Bool = true) -> Object? {
        var fields = Object()
        while true {
            switch next() {
            case .close?: return fields
            case let .word(keyRange, _)?:
                guard next() == .equals else { return nil }
                let kept = keptKey(keyRange)
                switch next() {
                case let .word(value, escaped)?:
                    if let kept { fields[kept] = .string(text(value, escaped: escaped)) }
                case .openList?:
                    if let kept {
                        guard let values = stringList() else { return nil }
                        fields[kept] = .list(values)
                    } else {
                        guard skipNested(depth: 1) else { return nil }
                    }
                case .open?:
                    if nested, keyRange.count == Self.buildSettings.count, bytes[keyRange].elementsEqual(Self.buildSettings) {
                        guard let settings = fieldTable(nested: false) else { return nil }
                        fields.fill(from: settings)
                    } else {
                        guard skipNested(depth: 1) else { return nil }
                    }
                default: return nil
                }
                guard next() == .semicolon else { return nil }
            default: return nil
            }
        }
    }

    /// `( a, b, )` after its opening parenthesis; nil if it holds anything but strings.
    private mutating func stringList() -> [String]? {
        var values: [String] = []
        while true {
            switch next() {
            case .closeList?: return values
            case let .word(value, escaped)?:
                values.append(text(value, escaped: escaped))
                let separator = next()
                if separator == .closeList { return values }
                guard separator == .comma else { return nil }
            default: return nil
            }
        }
    }

    /// Skips one value: a string, or a dictionary or list with whatever it nests.
    private mutating func skipValue() -> Bool {
        switch next() {
        case .word?: return true
        case .open?, .openList?: return skipNested(depth: 1)
        default: return false
        }
    }

    /// Skips to the bracket that closes the `depth` open ones, counting instead of recursing.
    private mutating func skipNested(depth start: Int) -> Bool {
        var depth = start
        while depth > 0 {
            switch next() {
            case .open?, .openList?: depth += 1
            case .close?, .closeList?: depth -= 1
            case nil: return false
            default: break
            }
        }
        return true
    }

    // MARK: Tokens

    private mutating func next() -> Token? {
        skipSpaceAndComments()
        guard position < bytes.count else { return nil }
        let byte = bytes[position]
        position += 1
        switch byte {
        case UInt8(ascii: "{"): return .open
        case UInt8(ascii: "}"): return .close
        case UInt8(ascii: "("): return .openList
        case UInt8(ascii: ")"): return .closeList
        case UInt8(ascii: "="): return .equals
        case UInt8(ascii: ";"): return .semicolon
        case UInt8(ascii: ","): return .comma
        case UInt8(ascii: "\""): return quoted()
        default:
            let start = position - 1
            while position < bytes.count, Self.isBareWordByte(bytes[position]) { position += 1 }
            guard Self.isBareWordByte(byte) else { return nil }
            return .word(start..<position, escaped: false)
        }
    }

    /// A quoted string after its opening quote, up to the closing one (past `\"`).
    private mutating func quoted() -> Token? {
        let start = position
        var escaped = false
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\"") { return .word(start..<(position - 1), escaped: escaped) }
            if byte == UInt8(ascii: "\\") {
                escaped = true
                position += 1
            }
        }
        return nil
    }

    private mutating func skipSpaceAndComments() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                position += 1
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "*") {
                position += 2
                while position + 1 < bytes.count, !(bytes[position] == UInt8(ascii: "*") && bytes[position + 1] == UInt8(ascii: "/")) {
                    position += 1
                }
                position = min(position + 2, bytes.count)
            } else if byte == UInt8(ascii: "/"), position + 1 < bytes.count, bytes[position + 1] == UInt8(ascii: "/") {
                while position < bytes.count, bytes[position] != UInt8(ascii: "\n") { position += 1 }
            } else {
                return
            }
        }
    }

    /// Letters, digits and `_ $ + - . / : <` `>`: what Xcode writes unquoted (ids, `<group>`,
    /// `Sources/App.swift`).
    static func isBareWordByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "/"),
             UInt8(ascii: ":"), UInt8(ascii: "<"), UInt8(ascii: ">"):
            return true
        default:
            return byte >= 0x80
        }
    }
}
