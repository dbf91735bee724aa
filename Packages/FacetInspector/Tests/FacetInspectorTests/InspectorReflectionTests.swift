import FacetUI
import Foundation
import Testing

@testable import FacetInspector

private struct Shelf {
    var title: String
    var size: Size
    struct Size { var count: Int }
}

private struct Box<T> {}

private class Node {
    weak var next: AnyObject?
}

private final class Leaf: Node {
    var depth = 2
}

/// ViewInspector's internal `Inspector` helpers: attributes by label and path, type names,
/// type checks, unwrapping and printing.
@MainActor @Suite struct InspectorReflectionTests {
    private let shelf = Shelf(title: "Novels", size: .init(count: 12))

    @Test func attributesByLabelAndPath() throws {
        #expect(try Inspector.attribute(label: "title", value: shelf) as? String == "Novels")
        #expect(try Inspector.attribute(path: "size|count", value: shelf) as? Int == 12)
        #expect(try Inspector.attribute(path: "size|count", value: shelf, type: Int.self) == 12)
        #expect(try Inspector.attribute(label: "super", value: Leaf()) is Mirror)
    }

    @Test func attributeErrors() {
        #expect(throws: InspectionError.attributeNotFound(label: "other", type: "Shelf")) {
            try Inspector.attribute(label: "other", value: shelf)
        }
        #expect(throws: InspectionError.typeMismatch(factual: "String", expected: "Int")) {
            try Inspector.attribute(label: "title", value: shelf, type: Int.self)
        }
        let error = #expect(throws: InspectionError.self) {
            try Inspector.attribute(path: "size|other", value: shelf)
        }
        #expect(error?.localizedDescription == "Size does not have 'other' attribute")
    }

    @Test func typeNames() {
        #expect(Inspector.typeName(value: Box<Int>()) == "Box<Int>")
        #expect(Inspector.typeName(value: Box<Int>(), generics: .remove) == "Box")
        #expect(Inspector.typeName(value: Box<(String) -> Void>(), generics: .remove) == "Box")
        #expect(Inspector.typeName(value: (Box<Int>(), Box<String>()), generics: .remove) == "(Box, Box)")
        #expect(Inspector.typeName(type: Box<Int>.self, generics: .customViewPlaceholder) == "Box<EmptyView>")
        #expect(Inspector.typeName(type: Int.self, namespaced: true) == "Swift.Int")
        #expect(
            Inspector.typeName(type: Box<Int>.self, namespaced: true) == "FacetInspectorTests.Box<Swift.Int>")
        #expect(Inspector.typeName(value: Int.self) == "Any.Type")
    }

    @Test func typeGuardsAndTuples() throws {
        try Inspector.guardType(value: "abc", namespacedPrefixes: ["Swift.String"], inspectionCall: "")
        #expect(throws: InspectionError.typeMismatch(factual: "Swift.String", expected: "Swift.Int")) {
            try Inspector.guardType(value: "abc", namespacedPrefixes: ["Swift.Int"], inspectionCall: "")
        }
        #expect(Inspector.isTupleView(TupleView((Text("A"), Text("B")))))
        #expect(!Inspector.isTupleView((0, 2)))
    }

    @Test func memoryRebinding() throws {
        #expect(try Inspector.unsafeMemoryRebind(value: UInt8(1), type: Bool.self) == true)
        let error = #expect(throws: InspectionError.self) {
            try Inspector.unsafeMemoryRebind(value: Int(8), type: Bool.self)
        }
        #expect(
            error?.localizedDescription
                == "Unable to rebind value of type Swift.Int to Swift.Bool. This is an internal library error, "
                + "please open a ticket with these details.")
    }

    @Test func unwrappingHostsTheViewAndReadsItsContent() throws {
        let content = try Inspector.unwrap(view: Text("abc").padding().offset(x: 1), medium: .empty)
        #expect(content.view as? Text == Text("abc"))
        #expect(content.medium.viewModifiers.count == 2)
        #expect(try Inspector.unwrap(view: 5, medium: .empty).view as? Int == 5)
    }

    @Test func printingAValue() {
        #expect(
            Inspector.print(Leaf()) == """
                Leaf
                  depth: Int = 2
                  next: Optional<AnyObject> = nil

                """)
        let node = Node()
        node.next = node
        #expect(
            Inspector.print(node) == """
                Node
                  next: Optional<AnyObject>
                    some: Node = { cyclic reference }

                """)
        #expect(Inspector.print(["a"]) == "Array<String>\n  [0] = a\n")
    }

    @Test func modifierAttributes() throws {
        let sut = try EmptyView().padding(3).inspect()
        #expect(
            try sut.modifierAttribute(
                modifierLookup: { _ in true }, path: "length", type: CGFloat?.self, call: "p") == 3)
        #expect(throws: InspectionError.modifierNotFound(parent: "EmptyView", modifier: "test", index: 0)) {
            try sut.modifierAttribute(
                modifierLookup: { _ in true }, path: "wrong", type: Int.self, call: "test")
        }
    }
}
