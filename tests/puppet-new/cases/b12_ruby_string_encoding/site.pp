notice(r12q::enc('héllo wörld'))
