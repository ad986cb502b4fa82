compare(Timestamp(1),Timestamp(1), true)
