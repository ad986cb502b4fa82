notify { id: withpath=>explicit}
notice(Notify[id][withpath])
Notify { withpath=>by_default }
notify { foo: }
notice(Notify[foo][withpath])
