@notify { id: }
realize Notify[id]
Notify[id]{withpath=>by_override}
notice(Notify[id][withpath])
