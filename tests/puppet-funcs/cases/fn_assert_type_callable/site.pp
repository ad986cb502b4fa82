assert_type(Type[String], Integer)
