$b = ToothFairy[emea]
notice($b)
