import SwiftUI

struct TripNotesView: View {
    let store: PackingStore
    @State private var draft = ""

    var body: some View {
        List {
            Section {
                TextField("Add a note", text: $draft)
                    .onSubmit {
                        store.addNote(draft)
                        draft = ""
                    }
            }
            Section("Notes") {
                ForEach(store.notes, id: \.self) { note in
                    VStack(alignment: .leading, spacing: 4) {
                        HStack {
                            if note.isPinned {
                                Image(systemName: "pin.fill")
                                    .foregroundStyle(.orange)
                            }
                            Text(note.text)
                        }
                        Text(note.createdAt, style: .relative)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    .swipeActions(edge: .leading) {
                        Button(note.isPinned ? "Unpin" : "Pin") { store.togglePinned(note) }
                    }
                }
                .onDelete { offsets in
                    store.notes.remove(atOffsets: offsets)
                }
            }
        }
        .navigationTitle("Trip notes")
    }
}
