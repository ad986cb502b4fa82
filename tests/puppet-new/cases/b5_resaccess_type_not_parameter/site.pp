notify { id: message=>explicit}
notice(Notify[id]['type'])
