class outer { contain nosuch }
include outer
