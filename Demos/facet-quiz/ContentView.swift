import FacetUI

struct ContentView: View {
    @State private var questionIndex = 0
    @State private var score = 0
    @State private var isFinished = false

    private let questions = Question.all

    var body: some View {
        VStack(spacing: 1) {
            HeaderView(current: min(questionIndex + 1, questions.count), total: questions.count)
            ZStack {
                if isFinished {
                    ScoreView(score: score, total: questions.count) {
                        withAnimation(.spring()) {
                            questionIndex = 0
                            score = 0
                            isFinished = false
                        }
                    }
                    .transition(.scale.combined(with: .opacity))
                } else {
                    QuestionCard(question: questions[questionIndex]) { answer in
                        if answer == questions[questionIndex].correctAnswer { score += 1 }
                        withAnimation(.easeInOut(duration: 0.6)) {
                            if questionIndex + 1 < questions.count {
                                questionIndex += 1
                            } else {
                                isFinished = true
                            }
                        }
                    }
                    .id(questionIndex)
                    .transition(
                        .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
                }
            }
            Spacer()
        }
        .padding()
    }
}

struct HeaderView: View {
    let current: Int
    let total: Int

    var body: some View {
        HStack {
            Text("Question \(current) of \(total)").bold()
            Spacer()
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date.formatted(date: .omitted, time: .standard))
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct QuestionCard: View {
    let question: Question
    let onAnswer: (Int) -> Void
    @State private var showsExplanation = false

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text(question.prompt).font(.headline)
            ForEach(question.answers.indices, id: \.self) { index in
                Button(question.answers[index]) { onAnswer(index) }
            }
            Button(showsExplanation ? "Hide hint" : "Show hint") {
                withAnimation(.easeInOut(duration: 0.4)) { showsExplanation.toggle() }
            }
            if showsExplanation {
                Text(question.explanation)
                    .italic()
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct ScoreView: View {
    let score: Int
    let total: Int
    let onRestart: () -> Void
    @State private var isCelebrating = false

    var body: some View {
        VStack(spacing: 1) {
            Text("You scored \(score) of \(total)").font(.title)
            Text(score == total ? "Perfect!" : "Try again?")
                .scaleEffect(isCelebrating ? 1.5 : 1)
                .animation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true), value: isCelebrating)
            Button("Play again", action: onRestart)
        }
        .onAppear { isCelebrating = true }
    }
}
