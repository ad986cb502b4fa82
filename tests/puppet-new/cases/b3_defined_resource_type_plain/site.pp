notice(defined(File))
notice(defined(Resource['file']))
