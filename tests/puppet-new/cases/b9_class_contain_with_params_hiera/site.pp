class outer { contain inner }
include outer
