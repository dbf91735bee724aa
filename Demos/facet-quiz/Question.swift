import FacetUI

struct Question: Identifiable {
    let id = UUID()
    let prompt: String
    let answers: [String]
    let correctAnswer: Int
    let explanation: String

    static let all = [
        Question(
            prompt: "Which property wrapper owns a view's local state?",
            answers: ["@State", "@Binding", "@Environment"], correctAnswer: 0,
            explanation: "@State is owned by the view; a @Binding refers to state owned elsewhere."),
        Question(
            prompt: "What does withAnimation do?",
            answers: ["Runs a closure later", "Animates the changes made in its closure", "Draws a spinner"],
            correctAnswer: 1,
            explanation: "Every view change the closure causes is animated."),
        Question(
            prompt: "Which modifier animates a view in and out?",
            answers: [".animation", ".transition", ".transaction"], correctAnswer: 1,
            explanation: ".transition says how a view is inserted and removed."),
    ]
}
