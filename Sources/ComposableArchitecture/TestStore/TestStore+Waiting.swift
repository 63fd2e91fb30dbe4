extension TestStore {
  /// Lets effect work that is already enqueued run: yields until neither the store nor its
  /// effects did anything for a few rounds.
  func settle() async {
    var quietRounds = 0
    for _ in 0..<2000 {
      let before = (core.activity, core.executorSnapshot.ran)
      await Task.yield()
      let snapshot = core.executorSnapshot
      if before == (core.activity, snapshot.ran), snapshot.pending == 0 {
        quietRounds += 1
        if quietRounds >= 3 { return }
      } else {
        quietRounds = 0
      }
    }
  }

  /// Suspends until an effect sends an action or finishes, or until `deadline`.
  func waitForEffects(until deadline: ContinuousClock.Instant) async {
    guard ContinuousClock.now < deadline else { return }
    let waiter = Waiter()
    waiters.append(waiter)
    let timer = Task { @MainActor in
      try? await Task.sleep(until: deadline, clock: .continuous)
      waiter.resume()
    }
    await withCheckedContinuation { waiter.continuation = $0 }
    timer.cancel()
  }

  func wakeWaiters() {
    let current = waiters
    waiters = []
    for waiter in current { waiter.resume() }
  }
}
