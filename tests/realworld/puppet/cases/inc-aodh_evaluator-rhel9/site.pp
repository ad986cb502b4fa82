include aodh::evaluator
