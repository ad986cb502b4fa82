@notify { id: message=>explicit }
notice(Notify[id][message])
@notify { id2: tag=>explicit }
notice(Notify[id2][tag])
