unless 1 == 2 { notice('unless body') } else { notice('else') }
unless true { notice('no') } else { notice('else ran') }
