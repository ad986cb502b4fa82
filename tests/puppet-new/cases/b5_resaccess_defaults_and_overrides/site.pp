Notify { message=>by_default }
notify {foo:}
notice(Notify[foo][message])
notify {bar:}
Notify[bar]{message =>by_override}
notice(Notify[bar][message])
