notice(Notify[])
