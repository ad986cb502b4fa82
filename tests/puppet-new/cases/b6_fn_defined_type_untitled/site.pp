notice(defined(Notify))
notice(defined(Resource['bogus']))
