notify { xid: message=>explicit}
notice(Notify[id][message])
