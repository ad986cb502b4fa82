Notify { tag=>by_default }
notify { foo: }
notice(Notify[foo][tag])
notify { bar: }
Notify[bar]{ tag=>by_override }
notice(Notify[bar][tag])
