include php
