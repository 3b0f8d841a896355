import XCTest

/// A write through a local copy of a property declared in another file (`guard var team`,
/// `var team = self.team!`) belongs to that property's type, not to every type with a member of
/// the same name.
final class CrossFileWriteTests: XCTestCase {
    private let model = """
        import SwiftUI

        struct Member: Hashable, Identifiable {
            var id: String
            var name: String
            var isActive: Bool
        }

        struct Team {
            var id: String
            var isActive: Bool
        }

        final class TeamModel: ObservableObject {
            @Published var team: Team?
            @Published var members: [Member] = []
        }

        """
    private let view = """
        import SwiftUI

        struct MembersView: View {
            @ObservedObject var model: TeamModel

            var body: some View {
                List {
                    ForEach(model.members, id: \\.self) { member in
                        Text(member.name)
                    }
                }
            }
        }

        """

    private func findings(restoring body: String) -> [String] {
        findingPlaces([("Model.swift", model), ("TeamModel+Restore.swift", "extension TeamModel {\n" + body + "}\n"),
                       ("MembersView.swift", view)], rule: "self-id-mutable-model")
    }

    func testACopyOfAnotherTypesPropertyDoesNotEditTheRows() {
        XCTAssertEqual(findings(restoring: "    func restore() {\n        guard var team else { return }\n        team.isActive = true\n        self.team = team\n    }\n"), [])
        XCTAssertEqual(findings(restoring: "    func archive() {\n        var team = self.team!\n        team.isActive = false\n        self.team = team\n    }\n"), [])
    }

    func testACopyOfTheRowsOwnTypeStillEditsThem() {
        XCTAssertEqual(findings(restoring: "    func restore(_ member: Member) {\n        guard var first = members.first else { return }\n        first.isActive = true\n    }\n"),
                       ["MembersView.swift:8:40"])
    }
}
