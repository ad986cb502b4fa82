include wait_for
