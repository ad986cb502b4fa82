class wonka($produces='chocolate'){ }
notice(Class[wonka]['produces'])
