class a { }
notice(Class[a, NoSuchThing])
