@testable import ScrollLintAnalysis
import ScrollLintSyntax
import XCTest

/// The project index: types merged with their extensions from every file.
final class ProjectIndexTests: XCTestCase {
    private func property(_ name: String, mintsUUID: Bool = false) -> PropertySummary {
        PropertySummary(name: name, isLet: false, isStatic: false, isStored: true, isPrivate: false,
                        hasInitializer: mintsUUID, attributes: [], environmentObjectType: nil, typeAnnotation: nil,
                        initializerType: nil, initializerElementType: nil, mintsUUID: mintsUUID)
    }

    private func type(_ name: String, _ kind: TypeDeclSyntax.Kind, inherits: Set<String> = [],
                      properties: [PropertySummary]) -> FileSummary {
        var summary = FileSummary()
        summary.types = [TypeSummary(name: name, kind: kind, inheritedTypes: inherits, attributes: [],
                                     properties: properties, hasPayloadCases: false, definesHashing: false,
                                     hasBody: false)]
        return summary
    }

    func testExtensionsFromManyFilesAreMergedIntoTheirType() {
        let extensions = (0..<20_000).map { type("Row", .extension, properties: [property("p\($0)")]) }
        let declaration = type("Row", .struct, inherits: ["Identifiable"], properties: [property("id", mintsUUID: true)])
        let twice = type("Twice", .class, inherits: ["View"], properties: [property("a")])
        let project = ProjectIndex(merging: extensions + [declaration, twice, twice,
                                                          type("Twice", .extension, properties: [property("b")])])
        XCTAssertEqual(project.members(ofTypeNamed: "Row").count, 20_001)
        XCTAssertEqual(project.type(named: "Row")?.kind, .struct)
        XCTAssertEqual(project.uuidMintingIdentifiables, ["Row"])
        XCTAssertNil(project.type(named: "Twice"), "declared twice: ambiguous")
        XCTAssertEqual(project.members(ofTypeNamed: "Twice").count, 0)
        XCTAssertTrue(project.conforms("Twice", to: "View"))
    }
}
