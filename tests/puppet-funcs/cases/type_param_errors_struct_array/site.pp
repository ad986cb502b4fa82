notice(Struct[[a]])
