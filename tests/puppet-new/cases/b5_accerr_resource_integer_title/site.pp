notice(Resource[a, 0])
