/// Runs the async parts of effects, off the main actor, talking to the core through a weak
/// reference.
enum EffectRunner {
  /// Runs `effect` to completion inside the current task.
  static func execute<State, Action>(
    _ effect: Effect<Action>, core: WeakRef<RootCore<State, Action>>, origin: EffectOrigin
  ) async {
    switch effect.node {
    case .none:
      return
    case let .send(action):
      let box = UncheckedSendable(value: action)
      await core.value?.send(box.value, origin: .effect, location: origin.location)
    case let .run(run):
      await self.run(run, core: core, origin: origin)
    case let .merge(effects):
      let poolOwner = EffectActivity.isInPoolTask ? EffectActivity.currentOwner : nil
      await withTaskGroup(of: Void.self) { group in
        for effect in effects {
          if poolOwner != nil { EffectActivity.poolTaskLaunched(owner: poolOwner) }
          group.addTask {
            await EffectActivity.runPoolTask(owner: poolOwner) {
              await execute(effect, core: core, origin: origin)
            }
          }
        }
        await EffectActivity.waitingForChildren { await group.waitForAll() }
      }
    case let .concatenate(effects):
      for effect in effects {
        guard !Task.isCancelled else { return }
        await execute(effect, core: core, origin: origin)
      }
    case let .cancellable(id, cancelInFlight, effect):
      guard
        let task = await core.value?.launchCancellable(
          effect, id: id, cancelInFlight: cancelInFlight, origin: origin)
      else { return }
      await withTaskCancellationHandler {
        await EffectActivity.waitingForChildren { await task.value }
      } onCancel: {
        task.cancel()
      }
    case let .cancel(id):
      await core.value?.cancel(id)
    }
  }

  /// Runs one `Effect.run` operation with a `Send` that feeds the core.
  static func run<State, Action>(
    _ run: Effect<Action>.Run, core: WeakRef<RootCore<State, Action>>, origin: EffectOrigin
  ) async {
    let lifetime = EffectLifetime()
    let send = Send<Action> { action in
      guard !lifetime.isCompleted else {
        let message = RuntimeWarnings.actionFromCompletedEffect(
          String(customDumping: action), effectLocation: run.location?.description ?? "?")
        if let location = run.location {
          reportIssue(
            message, fileID: location.fileID, filePath: location.filePath, line: location.line,
            column: location.column)
        } else {
          reportIssue(message)
        }
        return
      }
      core.value?.send(action, origin: .effect, location: origin.location)
    }
    await run.operation(send)
    lifetime.complete()
  }
}
