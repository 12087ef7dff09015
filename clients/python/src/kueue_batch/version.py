__version__ = "0.1.0"
USER_AGENT = f"kueue-batch-python/{__version__}"
