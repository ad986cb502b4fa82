class wonka($produces='chocolate'){ }
include wonka
notice(Class[wonka]['produces'])
