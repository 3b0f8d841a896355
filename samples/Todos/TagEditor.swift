import SwiftUI

/// Editable trip tags, shown as a section of the packing list.
struct TagEditor: View {
    @Binding var tags: [String]
    @FocusState private var focusedIndex: Int?

    var body: some View {
        Section("Tags") {
            ForEach(tags.indices, id: \.self) { index in
                TextField("Tag", text: $tags[index])
                    .focused($focusedIndex, equals: index)
                    .textInputAutocapitalization(.never)
            }
            .onDelete { offsets in
                tags.remove(atOffsets: offsets)
            }
            Button("Add tag") {
                tags.append("")
                focusedIndex = tags.count - 1
            }
        }
    }
}
