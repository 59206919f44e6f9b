import Testing

@testable import LayoutEvaluator

/// The `EvaluationError` an evaluation throws, or nil when it succeeds; any other error is recorded as a failure.
func evaluationError(_ body: () throws -> Evaluation) -> EvaluationError? {
  do {
    _ = try body()
    return nil
  } catch let error as EvaluationError {
    return error
  } catch {
    Issue.record("unexpected error \(error)")
    return nil
  }
}
