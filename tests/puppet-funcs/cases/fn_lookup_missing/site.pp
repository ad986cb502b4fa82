notice(lookup('missing::key'))
