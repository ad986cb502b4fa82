notice(banana::split)
notice(type(banana::split))
